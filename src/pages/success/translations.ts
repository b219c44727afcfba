import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  text: 'Erledigt! Ihre Änderung wurde gespeichert.',
  dashboard: 'Zurück zum Dashboard',
  profile: 'Zu meinem Profil',
};
export const fr: CatalogueShape<typeof en> = {
  text: 'C’est fait ! Votre modification a été enregistrée.',
  dashboard: 'Retour au tableau de bord',
  profile: 'Aller à mon profil',
};
export const pt: CatalogueShape<typeof en> = {
  text: 'Pronto! Sua alteração foi salva.',
  dashboard: 'Voltar ao painel',
  profile: 'Ir para o meu perfil',
};

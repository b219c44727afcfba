import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  intro: 'Geben Sie Ihr aktuelles Passwort ein, dann ein neues mit mindestens %{min} Zeichen.',
  old: 'Aktuelles Passwort',
  new: 'Neues Passwort',
  confirm: 'Neues Passwort bestätigen',
  submit: 'Passwort ändern',
  mismatch: 'Die beiden neuen Passwörter stimmen nicht überein',
  sameAsOld: 'Wählen Sie ein anderes Passwort als das aktuelle',
  strength: 'Stärke: %{level}',
  levels: { weak: 'schwach', fair: 'mittel', good: 'gut', strong: 'stark' },
};
export const fr: CatalogueShape<typeof en> = {
  intro: 'Saisissez votre mot de passe actuel, puis un nouveau d’au moins %{min} caractères.',
  old: 'Mot de passe actuel',
  new: 'Nouveau mot de passe',
  confirm: 'Confirmez le nouveau mot de passe',
  submit: 'Changer le mot de passe',
  mismatch: 'Les deux nouveaux mots de passe ne sont pas identiques',
  sameAsOld: 'Choisissez un mot de passe différent de l’actuel',
  strength: 'Robustesse : %{level}',
  levels: { weak: 'faible', fair: 'moyenne', good: 'bonne', strong: 'forte' },
};
export const pt: CatalogueShape<typeof en> = {
  intro: 'Digite a senha atual e depois uma nova com pelo menos %{min} caracteres.',
  old: 'Senha atual',
  new: 'Nova senha',
  confirm: 'Confirme a nova senha',
  submit: 'Alterar senha',
  mismatch: 'As duas novas palavras-passe não são iguais',
  sameAsOld: 'Escolha uma senha diferente da atual',
  strength: 'Força: %{level}',
  levels: { weak: 'fraca', fair: 'razoável', good: 'boa', strong: 'forte' },
};

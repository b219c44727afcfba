import type { CatalogueShape } from '../../i18n/types';
import { settingValues, type en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Website-Einstellung |||| Website-Einstellungen',
  fields: {
    siteName: 'Name der Website',
    contactEmail: 'Kontakt-E-Mail',
    supportPhone: 'Support-Telefon',
    commissionPercent: 'Provision (%)',
    currency: 'Währung',
    dateFormat: 'Standard-Datumsformat',
    socialLinks: { facebook: 'Facebook', x: 'X (Twitter)', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' },
    maintenanceMode: 'Wartungsmodus',
    maintenanceMessage: 'Wartungshinweis',
    trashRetentionDays: 'Tage im Papierkorb',
    updatedAt: 'Geändert',
  },
  sections: { general: 'Allgemein', money: 'Geld und Datum', social: 'Soziale Netzwerke', maintenance: 'Wartung', trash: 'Papierkorb' },
  help: {
    social: 'Eine vollständige https://-Adresse oder leer',
    maintenanceMode: 'Solange aktiv, zeigt die öffentliche Website den Wartungshinweis',
    maintenanceMessage: 'Pflicht, solange der Wartungsmodus aktiv ist',
    trashRetentionDays: 'So viele Tage lang kann ein gelöschter Eintrag wiederhergestellt werden, danach wird er endgültig entfernt (1 bis 3650)',
  },
  values: settingValues,
  validation: {
    phone: 'Nur Ziffern, Leerzeichen und + ( ) . - verwenden, z. B. +1 555 010 0200',
    maintenanceMessage: 'Geben Sie den Hinweis ein, den Besucher während der Wartung sehen',
  },
  notifications: {
    updated: 'Website-Einstellungen gespeichert',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Paramètre du site |||| Paramètres du site',
  fields: {
    siteName: 'Nom du site',
    contactEmail: 'E-mail de contact',
    supportPhone: 'Téléphone du support',
    commissionPercent: 'Commission (%)',
    currency: 'Devise',
    dateFormat: 'Format de date par défaut',
    socialLinks: { facebook: 'Facebook', x: 'X (Twitter)', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' },
    maintenanceMode: 'Mode maintenance',
    maintenanceMessage: 'Message de maintenance',
    trashRetentionDays: 'Jours dans la corbeille',
    updatedAt: 'Modifié le',
  },
  sections: { general: 'Général', money: 'Argent et dates', social: 'Réseaux sociaux', maintenance: 'Maintenance', trash: 'Corbeille' },
  help: {
    social: 'Une adresse https:// complète, ou vide',
    maintenanceMode: 'Tant qu’il est actif, le site public affiche le message de maintenance',
    maintenanceMessage: 'Obligatoire tant que le mode maintenance est actif',
    trashRetentionDays: 'Un élément supprimé peut être restauré pendant ce nombre de jours, puis il est supprimé définitivement (1 à 3650)',
  },
  values: settingValues,
  validation: {
    phone: 'Chiffres, espaces et + ( ) . - uniquement, par exemple +1 555 010 0200',
    maintenanceMessage: 'Saisissez le message affiché aux visiteurs pendant la maintenance',
  },
  notifications: {
    updated: 'Paramètres du site enregistrés',
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Configuração do site |||| Configurações do site',
  fields: {
    siteName: 'Nome do site',
    contactEmail: 'E-mail de contato',
    supportPhone: 'Telefone de apoio',
    commissionPercent: 'Comissão (%)',
    currency: 'Moeda',
    dateFormat: 'Formato de data padrão',
    socialLinks: { facebook: 'Facebook', x: 'X (Twitter)', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' },
    maintenanceMode: 'Modo de manutenção',
    maintenanceMessage: 'Mensagem de manutenção',
    trashRetentionDays: 'Dias na lixeira',
    updatedAt: 'Atualizado',
  },
  sections: { general: 'Geral', money: 'Dinheiro e datas', social: 'Redes sociais', maintenance: 'Manutenção', trash: 'Lixeira' },
  help: {
    social: 'Um endereço https:// completo, ou vazio',
    maintenanceMode: 'Enquanto ativo, o site público mostra a mensagem de manutenção',
    maintenanceMessage: 'Obrigatória enquanto o modo de manutenção estiver ativo',
    trashRetentionDays: 'Um registro excluído pode ser restaurado durante este número de dias; depois é removido definitivamente (1 a 3650)',
  },
  values: settingValues,
  validation: {
    phone: 'Use apenas dígitos, espaços e + ( ) . -, por exemplo +1 555 010 0200',
    maintenanceMessage: 'Escreva a mensagem que os visitantes veem durante a manutenção',
  },
  notifications: {
    updated: 'Configurações do site salvas',
  },
};

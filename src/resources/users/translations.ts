import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Benutzer |||| Benutzer',
  validation: { phone: 'Nur Ziffern, Leerzeichen und + ( ) - . / verwenden' },
  fields: {
    id: 'ID',
    displayName: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    status: 'Status',
    password: 'Passwort',
    currentPassword: 'Ihr aktuelles Passwort',
    userType: 'Kontotyp',
    userRole: 'Rolle',
    emailVerified: 'E-Mail bestätigt',
    createdAt: 'Registriert',
    updatedAt: 'Geändert',
    createdFrom: 'Registriert ab',
    createdTo: 'Registriert bis',
  },
  create: { title: 'Benutzer hinzufügen' },
  edit: { title: 'Benutzer bearbeiten' },
  help: {
    passwordCreate: 'Optional: Ohne Passwort legt der Benutzer es über einen per E-Mail gesendeten Link fest. Mindestens 10 Zeichen.',
    passwordEdit: 'Leer lassen, um das aktuelle Passwort zu behalten. Mindestens 10 Zeichen.',
  },
  delete: {
    confirm:
      '%{name} löschen? Die Person kann sich nicht mehr anmelden, und ihre E-Mail-Adresse wird wieder frei. Künftige, noch unbezahlte Buchungen werden storniert; vergangene Buchungen und Meldungen bleiben mit ihrem Namen lesbar.',
  },
  notifications: {
    created: 'Benutzer hinzugefügt',
    updated: 'Benutzer gespeichert |||| %{smart_count} Benutzer gespeichert',
    deleted: 'Benutzer gelöscht |||| %{smart_count} Benutzer gelöscht',
  },
};

export const fr: CatalogueShape<typeof en> = {
  name: 'Utilisateur |||| Utilisateurs',
  validation: { phone: 'Chiffres, espaces et + ( ) - . / uniquement' },
  fields: {
    id: 'ID',
    displayName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    status: 'Statut',
    password: 'Mot de passe',
    currentPassword: 'Votre mot de passe actuel',
    userType: 'Type de compte',
    userRole: 'Rôle',
    emailVerified: 'E-mail vérifié',
    createdAt: 'Inscrit le',
    updatedAt: 'Modifié le',
    createdFrom: 'Inscrit à partir du',
    createdTo: "Inscrit jusqu'au",
  },
  create: { title: 'Ajouter un utilisateur' },
  edit: { title: "Modifier l'utilisateur" },
  help: {
    passwordCreate: "Facultatif : sans mot de passe, l'utilisateur le choisit grâce à un lien envoyé par e-mail. Au moins 10 caractères.",
    passwordEdit: 'Laissez vide pour garder le mot de passe actuel. Au moins 10 caractères.',
  },
  delete: {
    confirm:
      "Supprimer %{name} ? Cette personne ne pourra plus se connecter et son adresse e-mail redevient libre. Ses réservations futures encore en attente de paiement sont annulées ; les réservations passées et les signalements restent lisibles avec son nom.",
  },
  notifications: {
    created: 'Utilisateur ajouté',
    updated: 'Utilisateur enregistré |||| %{smart_count} utilisateurs enregistrés',
    deleted: 'Utilisateur supprimé |||| %{smart_count} utilisateurs supprimés',
  },
};

export const pt: CatalogueShape<typeof en> = {
  name: 'Usuário |||| Usuários',
  validation: { phone: 'Use apenas dígitos, espaços e + ( ) - . /' },
  fields: {
    id: 'ID',
    displayName: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    status: 'Status',
    password: 'Senha',
    currentPassword: 'Sua senha atual',
    userType: 'Tipo de conta',
    userRole: 'Função',
    emailVerified: 'E-mail verificado',
    createdAt: 'Cadastrado em',
    updatedAt: 'Atualizado em',
    createdFrom: 'Cadastrado a partir de',
    createdTo: 'Cadastrado até',
  },
  create: { title: 'Adicionar usuário' },
  edit: { title: 'Editar usuário' },
  help: {
    passwordCreate: 'Opcional: sem senha, o usuário define uma por um link enviado por e-mail. Pelo menos 10 caracteres.',
    passwordEdit: 'Deixe em branco para manter a senha atual. Pelo menos 10 caracteres.',
  },
  delete: {
    confirm:
      'Excluir %{name}? A pessoa não poderá mais entrar e o e-mail fica livre de novo. As reservas futuras ainda aguardando pagamento são canceladas; reservas passadas e denúncias continuam legíveis com o nome.',
  },
  notifications: {
    created: 'Usuário adicionado',
    updated: 'Usuário salvo |||| %{smart_count} usuários salvos',
    deleted: 'Usuário excluído |||| %{smart_count} usuários excluídos',
  },
};

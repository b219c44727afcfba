import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Administrator |||| Administratoren',
  validation: { phone: 'Nur Ziffern, Leerzeichen und + ( ) - . / verwenden' },
  fields: {
    id: 'ID',
    displayName: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    userType: 'Kontotyp',
    userRole: 'Rolle',
    status: 'Status',
    password: 'Passwort',
    currentPassword: 'Ihr aktuelles Passwort',
    emailVerified: 'E-Mail bestätigt',
    createdAt: 'Angelegt',
    updatedAt: 'Geändert',
    createdFrom: 'Angelegt ab',
    createdTo: 'Angelegt bis',
  },
  create: { title: 'Administrator hinzufügen' },
  edit: { title: 'Administrator bearbeiten' },
  help: {
    passwordCreate: 'Leer lassen, um dem neuen Admin einen Link zu senden, mit dem er sein eigenes wählt (dann kennt es niemand sonst). Oder mindestens 10 Zeichen, über einen sicheren Weg weitergegeben.',
    passwordEdit: 'Leer lassen, um das aktuelle Passwort zu behalten. Ein neues meldet den Administrator überall ab.',
    userRole: 'Redakteure verwalten Inhalte; Admins haben vollen Zugriff.',
    currentPassword: 'Nur nötig, um Ihre eigene E-Mail-Adresse zu ändern. Ihr eigenes Passwort ändern Sie unter „Passwort ändern“.',
    self: 'Das ist Ihr eigenes Konto: Sie können Typ, Rolle und Status nicht selbst ändern und es nicht löschen.',
    lastSuperAdmin: 'Das ist der letzte aktive Super-Admin: Er kann nicht herabgestuft, gesperrt oder gelöscht werden.',
  },
  delete: {
    confirm: 'Das Administratorkonto von %{name} löschen? Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden.',
  },
  notifications: {
    created: 'Administrator hinzugefügt',
    updated: 'Administrator gespeichert |||| %{smart_count} Administratoren gespeichert',
    deleted: 'Administrator gelöscht |||| %{smart_count} Administratoren gelöscht',
  },
};

export const fr: CatalogueShape<typeof en> = {
  name: 'Administrateur |||| Administrateurs',
  validation: { phone: 'Chiffres, espaces et + ( ) - . / uniquement' },
  fields: {
    id: 'ID',
    displayName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    userType: 'Type de compte',
    userRole: 'Rôle',
    status: 'Statut',
    password: 'Mot de passe',
    currentPassword: 'Votre mot de passe actuel',
    emailVerified: 'E-mail vérifié',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    createdFrom: 'Créé à partir du',
    createdTo: "Créé jusqu'au",
  },
  create: { title: 'Ajouter un administrateur' },
  edit: { title: "Modifier l'administrateur" },
  help: {
    passwordCreate: 'Laissez vide pour envoyer au nouvel admin un lien pour choisir le sien (personne d’autre ne le connaît alors). Ou au moins 10 caractères, transmis par un moyen sûr.',
    passwordEdit: "Laissez vide pour garder le mot de passe actuel. Un nouveau déconnecte l'administrateur partout.",
    userRole: 'Les éditeurs gèrent le contenu ; les administrateurs ont un accès complet.',
    currentPassword: 'Nécessaire seulement pour changer votre propre adresse e-mail. Changez votre mot de passe sous « Changer le mot de passe ».',
    self: 'Ceci est votre propre compte : vous ne pouvez pas changer votre type, votre rôle ou votre statut, ni le supprimer.',
    lastSuperAdmin: 'Ceci est le dernier super administrateur actif : il ne peut être ni rétrogradé, ni désactivé, ni supprimé.',
  },
  delete: {
    confirm: "Supprimer le compte administrateur de %{name} ? La personne est déconnectée immédiatement et ne peut plus se connecter.",
  },
  notifications: {
    created: 'Administrateur ajouté',
    updated: 'Administrateur enregistré |||| %{smart_count} administrateurs enregistrés',
    deleted: 'Administrateur supprimé |||| %{smart_count} administrateurs supprimés',
  },
};

export const pt: CatalogueShape<typeof en> = {
  name: 'Administrador |||| Administradores',
  validation: { phone: 'Use apenas dígitos, espaços e + ( ) - . /' },
  fields: {
    id: 'ID',
    displayName: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    userType: 'Tipo de conta',
    userRole: 'Função',
    status: 'Status',
    password: 'Senha',
    currentPassword: 'Sua senha atual',
    emailVerified: 'E-mail verificado',
    createdAt: 'Criado em',
    updatedAt: 'Atualizado em',
    createdFrom: 'Criado a partir de',
    createdTo: 'Criado até',
  },
  create: { title: 'Adicionar administrador' },
  edit: { title: 'Editar administrador' },
  help: {
    passwordCreate: 'Deixe em branco para enviar ao novo admin um link para escolher a sua (assim ninguém mais a conhece). Ou pelo menos 10 caracteres, compartilhada por um canal seguro.',
    passwordEdit: 'Deixe em branco para manter a senha atual. Uma nova desconecta o administrador em todos os lugares.',
    userRole: 'Editores gerenciam o conteúdo; administradores têm acesso total.',
    currentPassword: 'Necessária apenas para alterar seu próprio e-mail. Altere sua senha em “Alterar senha”.',
    self: 'Esta é a sua própria conta: você não pode mudar seu tipo, função ou status, nem excluí-la.',
    lastSuperAdmin: 'Este é o último superadministrador ativo: não pode ser rebaixado, desativado nem excluído.',
  },
  delete: {
    confirm: 'Excluir a conta de administrador de %{name}? A pessoa é desconectada na hora e não pode mais entrar.',
  },
  notifications: {
    created: 'Administrador adicionado',
    updated: 'Administrador salvo |||| %{smart_count} administradores salvos',
    deleted: 'Administrador excluído |||| %{smart_count} administradores excluídos',
  },
};

import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'E-Mail-Vorlage |||| E-Mail-Vorlagen',
  fields: {
    id: 'ID',
    key: 'Schlüssel',
    name: 'Name',
    description: 'Beschreibung',
    subject: 'Betreff',
    bodyHtml: 'HTML-Text',
    variables: 'Variablen',
    createdAt: 'Erstellt',
    updatedAt: 'Geändert',
  },
  editTitle: 'E-Mail-Vorlage bearbeiten',
  help: {
    key: 'Der Name, unter dem der Server diese Vorlage versendet; er ist fest',
    bodyHtml: 'HTML; der Server entfernt beim Speichern Skripte und unsicheres Markup. Eine Link-Variable steht nur als ganze Adresse eines Links oder als eigenständiger Text',
  },
  variables: {
    title: 'Variablen',
    help: 'Klicken Sie auf eine Variable, um sie an der Cursorposition in Betreff oder Text einzufügen.',
    insert: 'Variable %{name} einfügen',
  },
  preview: {
    help: 'Vom Server mit Beispielwerten erzeugt, so wie Empfänger sie sehen.',
    loading: 'Vorschau wird aktualisiert',
    stale: 'Die Vorschau zeigt die letzte fehlerfreie Fassung: Korrigieren Sie das markierte Feld, um Ihre Änderungen zu sehen.',
  },
  notifications: {
    updated: 'E-Mail-Vorlage gespeichert |||| %{smart_count} E-Mail-Vorlagen gespeichert',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: "Modèle d'e-mail |||| Modèles d'e-mail",
  fields: {
    id: 'ID',
    key: 'Clé',
    name: 'Nom',
    description: 'Description',
    subject: 'Objet',
    bodyHtml: 'Corps HTML',
    variables: 'Variables',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
  },
  editTitle: "Modifier le modèle d'e-mail",
  help: {
    key: 'Le nom sous lequel le serveur envoie ce modèle ; il ne change pas',
    bodyHtml: "HTML ; le serveur retire les scripts et le balisage dangereux à l'enregistrement. Une variable de lien ne figure que comme adresse complète d'un lien ou comme texte à part",
  },
  variables: {
    title: 'Variables',
    help: "Cliquez sur une variable pour l'insérer à la position du curseur dans l'objet ou le corps.",
    insert: 'Insérer la variable %{name}',
  },
  preview: {
    help: "Rendu par le serveur avec des valeurs d'exemple, tel que les destinataires le verront.",
    loading: "Mise à jour de l'aperçu",
    stale: "L'aperçu montre la dernière version sans erreur : corrigez le champ signalé pour voir vos modifications.",
  },
  notifications: {
    updated: "Modèle d'e-mail enregistré |||| %{smart_count} modèles d'e-mail enregistrés",
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Modelo de e-mail |||| Modelos de e-mail',
  fields: {
    id: 'ID',
    key: 'Chave',
    name: 'Nome',
    description: 'Descrição',
    subject: 'Assunto',
    bodyHtml: 'Corpo HTML',
    variables: 'Variáveis',
    createdAt: 'Criado',
    updatedAt: 'Atualizado',
  },
  editTitle: 'Editar modelo de e-mail',
  help: {
    key: 'O nome com que o servidor envia este modelo; não muda',
    bodyHtml: 'HTML; o servidor remove scripts e marcação insegura ao salvar. Uma variável de link só aparece como endereço completo de um link ou como texto separado',
  },
  variables: {
    title: 'Variáveis',
    help: 'Clique numa variável para a inserir na posição do cursor no assunto ou no corpo.',
    insert: 'Inserir a variável %{name}',
  },
  preview: {
    help: 'Gerada pelo servidor com valores de exemplo, tal como os destinatários a verão.',
    loading: 'Atualizando a pré-visualização',
    stale: 'A pré-visualização mostra a última versão sem erros: corrija o campo marcado para ver suas alterações.',
  },
  notifications: {
    updated: 'Modelo de e-mail salvo |||| %{smart_count} modelos de e-mail salvos',
  },
};

import type { CatalogueShape } from '../../i18n/types';
import type { en } from './messages';

/** The German, French and Portuguese texts of ./messages.ts (loaded with the language, not with the admin). */
export const de: CatalogueShape<typeof en> = {
  name: 'Seite |||| Seiten',
  fields: {
    id: 'ID',
    title: 'Titel',
    slug: 'Kurzname (Slug)',
    published: 'Veröffentlicht',
    contentHtml: 'Inhalt',
    createdAt: 'Erstellt',
    updatedAt: 'Geändert',
  },
  editTitle: 'Seite bearbeiten',
  createTitle: 'Neue Seite',
  help: {
    slug: 'Die Adresse der Seite: Kleinbuchstaben, Ziffern und Bindestriche',
    published: 'Nur veröffentlichte Seiten erscheinen auf der öffentlichen Website',
  },
  validation: {
    slug: 'Verwenden Sie Kleinbuchstaben a-z, Ziffern und einzelne Bindestriche, z. B. terms-of-use',
    published: '„%{label}“ ist veröffentlicht. Nehmen Sie die Seite zuerst offline, damit kein Link unbemerkt ins Leere führt.',
  },
  preview: {
    publicLink: 'Öffentliche Antwort für /%{slug} öffnen',
    notPublished: 'Diese Seite ist nicht veröffentlicht: Die öffentliche Website zeigt sie nicht.',
  },
  editor: { textStyle: 'Textformat: %{style}', paragraph: 'Normaler Text', heading: 'Überschrift %{level}' },
  notifications: {
    created: 'Seite hinzugefügt',
    updated: 'Seite gespeichert |||| %{smart_count} Seiten gespeichert',
    deleted: 'Seite gelöscht |||| %{smart_count} Seiten gelöscht',
  },
};
export const fr: CatalogueShape<typeof en> = {
  name: 'Page |||| Pages',
  fields: {
    id: 'ID',
    title: 'Titre',
    slug: 'Identifiant (slug)',
    published: 'Publiée',
    contentHtml: 'Contenu',
    createdAt: 'Créée le',
    updatedAt: 'Modifiée le',
  },
  editTitle: 'Modifier la page',
  createTitle: 'Nouvelle page',
  help: {
    slug: "L'adresse de la page : minuscules, chiffres et tirets",
    published: 'Seules les pages publiées sont servies au site public',
  },
  validation: {
    slug: 'Utilisez des minuscules a-z, des chiffres et des tirets simples, par exemple terms-of-use',
    published: '« %{label} » est publiée. Dépubliez-la avant de la supprimer, pour qu’aucun lien en ligne ne se brise sans que personne le voie.',
  },
  preview: {
    publicLink: 'Ouvrir la réponse publique pour /%{slug}',
    notPublished: "Cette page n'est pas publiée : le site public ne l'affiche pas.",
  },
  editor: { textStyle: 'Style du texte : %{style}', paragraph: 'Texte normal', heading: 'Titre %{level}' },
  notifications: {
    created: 'Page ajoutée',
    updated: 'Page enregistrée |||| %{smart_count} pages enregistrées',
    deleted: 'Page supprimée |||| %{smart_count} pages supprimées',
  },
};
export const pt: CatalogueShape<typeof en> = {
  name: 'Página |||| Páginas',
  fields: {
    id: 'ID',
    title: 'Título',
    slug: 'Identificador (slug)',
    published: 'Publicada',
    contentHtml: 'Conteúdo',
    createdAt: 'Criada',
    updatedAt: 'Atualizada',
  },
  editTitle: 'Editar página',
  createTitle: 'Nova página',
  help: {
    slug: 'O endereço da página: minúsculas, dígitos e hífenes',
    published: 'Só as páginas publicadas são servidas ao site público',
  },
  validation: {
    slug: 'Use minúsculas a-z, dígitos e hífenes simples, por exemplo terms-of-use',
    published: '"%{label}" está publicada. Despublique-a antes de removê-la, para que nenhum link no ar quebre sem ninguém perceber.',
  },
  preview: {
    publicLink: 'Abrir a resposta pública de /%{slug}',
    notPublished: 'Esta página não está publicada: o site público não a mostra.',
  },
  editor: { textStyle: 'Estilo do texto: %{style}', paragraph: 'Texto normal', heading: 'Título %{level}' },
  notifications: {
    created: 'Página adicionada',
    updated: 'Página salva |||| %{smart_count} páginas salvas',
    deleted: 'Página excluída |||| %{smart_count} páginas excluídas',
  },
};

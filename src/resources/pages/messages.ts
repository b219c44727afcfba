/** Strings under `resources.pages` (the lead merges them). */
export const en = {
  name: 'Page |||| Pages',
  fields: {
    id: 'ID',
    title: 'Title',
    slug: 'Slug',
    published: 'Published',
    contentHtml: 'Content',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  editTitle: 'Edit page',
  createTitle: 'New page',
  help: {
    slug: 'The address of the page: lowercase letters, digits and hyphens',
    published: 'Only published pages are served to the public site',
  },
  validation: {
    slug: 'Use lowercase letters a-z, digits and single hyphens, for example terms-of-use',
    published: '"%{label}" is published. Unpublish it before removing it, so no live link breaks unnoticed.',
  },
  preview: {
    publicLink: 'Open the public answer for /%{slug}',
    notPublished: 'This page is not published: the public site does not show it.',
  },
  editor: { textStyle: 'Text style: %{style}', paragraph: 'Normal text', heading: 'Heading %{level}' },
  notifications: {
    created: 'Page added',
    updated: 'Page saved |||| %{smart_count} pages saved',
    deleted: 'Page deleted |||| %{smart_count} pages deleted',
  },
};

/** Strings under `resources.email-templates` (the lead merges them). */
export const en = {
  name: 'Email template |||| Email templates',
  fields: {
    id: 'ID',
    key: 'Key',
    name: 'Name',
    description: 'Description',
    subject: 'Subject',
    bodyHtml: 'HTML body',
    variables: 'Variables',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  editTitle: 'Edit email template',
  help: {
    key: 'The name the server sends this template by; it cannot change',
    bodyHtml: 'HTML; the server removes scripts and unsafe markup when it saves. A link variable goes only as the whole address of a link or as text on its own',
  },
  variables: {
    title: 'Variables',
    help: 'Click a variable to insert it where the cursor is in the subject or the body.',
    insert: 'Insert the variable %{name}',
  },
  preview: {
    help: 'Rendered by the server with sample values, as recipients will see it.',
    loading: 'Updating the preview',
    stale: 'The preview shows the last version without errors: correct the marked field to see your changes.',
  },
  notifications: {
    updated: 'Email template saved |||| %{smart_count} email templates saved',
  },
};

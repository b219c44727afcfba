/** Strings under `resources.report-titles` (the lead merges them). */
export const en = {
  name: 'Report title |||| Report titles',
  fields: { title: 'Title', usageCount: 'Used by reports', createdAt: 'Created', updatedAt: 'Updated' },
};

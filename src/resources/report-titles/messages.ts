/** Strings under `resources.report-titles` (the lead merges them). */
export const en = {
  name: 'Report title |||| Report titles',
  fields: { title: 'Title', usageCount: 'Used by reports', createdAt: 'Created', updatedAt: 'Updated' },
  create: { title: 'Add a report title' },
  notifications: {
    created: 'Report title added',
    updated: 'Report title saved |||| %{smart_count} report titles saved',
    deleted: 'Report title deleted |||| %{smart_count} report titles deleted',
  },
};

/** Strings under `resources.languages` (the lead merges them). */
export const en = {
  name: 'Language |||| Languages',
  fields: { name: 'Name', code: 'ISO code', usageCount: 'Used by tutors', createdAt: 'Created', updatedAt: 'Updated', sortOrder: 'Order' },
  validation: { code: 'Use an ISO 639 code such as en, pt or pt-BR' },
  create: { title: 'Add a language' },
  notifications: {
    created: 'Language added',
    updated: 'Language saved |||| %{smart_count} languages saved',
    deleted: 'Language deleted |||| %{smart_count} languages deleted',
  },
};

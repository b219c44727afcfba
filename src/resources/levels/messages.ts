/** Strings under `resources.levels` (the lead merges them). */
export const en = {
  name: 'Level |||| Levels',
  fields: { name: 'Name', code: 'Code', usageCount: 'Used by tutors', createdAt: 'Created', updatedAt: 'Updated', sortOrder: 'Order' },
  validation: { code: 'Use lowercase letters, digits and hyphens, for example high-school' },
  create: { title: 'Add a level' },
  notifications: {
    created: 'Level added',
    updated: 'Level saved |||| %{smart_count} levels saved',
    deleted: 'Level deleted |||| %{smart_count} levels deleted',
  },
};

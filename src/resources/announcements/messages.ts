/** Strings under `resources.announcements`. */
export const en = {
  name: 'Announcement |||| Announcements',
  fields: {
    title: 'Title',
    message: 'Message',
    audience: 'Audience',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    active: 'Active',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  values: { audience: { everyone: 'Everyone', tutors: 'Tutors', students: 'Students' } },
  bulk: { activate: 'Activate', deactivate: 'Deactivate' },
  notifications: {
    created: 'Announcement added',
    updated: 'Announcement saved |||| %{smart_count} announcements saved',
    deleted: 'Announcement deleted |||| %{smart_count} announcements deleted',
  },
};

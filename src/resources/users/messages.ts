/** Strings under `resources.users` in each catalogue (the lead merges them). */
export const en = {
  name: 'User |||| Users',
  validation: { phone: 'Use digits, spaces and + ( ) - . / only' },
  fields: {
    id: 'ID',
    displayName: 'Name',
    email: 'Email',
    phone: 'Phone',
    status: 'Status',
    password: 'Password',
    currentPassword: 'Your current password',
    userType: 'Account type',
    userRole: 'Role',
    emailVerified: 'Email verified',
    createdAt: 'Signed up',
    updatedAt: 'Updated',
    createdFrom: 'Signed up from',
    createdTo: 'Signed up until',
  },
  create: { title: 'Add a user' },
  edit: { title: 'Edit user' },
  help: {
    passwordCreate: 'Optional: without one, the user sets a password through an emailed link. At least 10 characters.',
    passwordEdit: 'Leave blank to keep the current password. At least 10 characters.',
  },
  delete: {
    confirm:
      'Delete %{name}? They can no longer sign in and their email becomes free again. Their future bookings still waiting for payment are cancelled; past bookings and reports stay readable with their name.',
  },
  notifications: {
    created: 'User added',
    updated: 'User saved |||| %{smart_count} users saved',
    deleted: 'User deleted |||| %{smart_count} users deleted',
  },
};

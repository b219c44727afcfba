/** Strings under `resources.admin-management` in each catalogue (the lead merges them). */
export const en = {
  name: 'Admin |||| Admin management',
  validation: { phone: 'Use digits, spaces and + ( ) - . / only' },
  fields: {
    id: 'ID',
    displayName: 'Name',
    email: 'Email',
    phone: 'Phone',
    userType: 'Account type',
    userRole: 'Role',
    status: 'Status',
    password: 'Password',
    currentPassword: 'Your current password',
    emailVerified: 'Email verified',
    createdAt: 'Created',
    updatedAt: 'Updated',
    createdFrom: 'Created from',
    createdTo: 'Created until',
  },
  create: { title: 'Add an admin' },
  edit: { title: 'Edit admin' },
  help: {
    passwordCreate: 'Leave blank to email the new admin a link to choose their own (nobody else then knows it). Or at least 10 characters, shared through a safe channel.',
    passwordEdit: 'Leave blank to keep the current password. A new one signs the admin out everywhere.',
    userRole: 'Editors manage content; admins have full access.',
    currentPassword: 'Needed only to change your own email address. Change your own password under Change password.',
    self: 'This is your own account: you cannot change your own type, role or status, or delete it.',
    lastSuperAdmin: 'This is the last active super admin: it cannot be demoted, disabled or deleted.',
  },
  delete: {
    confirm: 'Delete the admin account of %{name}? They are signed out at once and can no longer sign in.',
  },
  notifications: {
    created: 'Admin added',
    updated: 'Admin saved |||| %{smart_count} admins saved',
    deleted: 'Admin deleted |||| %{smart_count} admins deleted',
  },
};

/** Strings under `app.password` (the lead merges them). */
export const en = {
  intro: 'Enter your current password, then a new one of at least %{min} characters.',
  old: 'Current password',
  new: 'New password',
  confirm: 'Confirm the new password',
  submit: 'Change password',
  mismatch: 'The two new passwords are not the same',
  sameAsOld: 'Choose a password different from the current one',
  strength: 'Strength: %{level}',
  levels: { weak: 'weak', fair: 'fair', good: 'good', strong: 'strong' },
};

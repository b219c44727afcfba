/** Strings under `app.done` (the lead merges them). */
export const en = {
  text: 'Done! Your change has been saved.',
  dashboard: 'Back to the dashboard',
  profile: 'Go to my profile',
};

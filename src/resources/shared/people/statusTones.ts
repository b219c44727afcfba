/**
 * The colour that repeats a status's text (a chip's border): in the admin's StatusField and on the
 * first screen drawn before the admin (src/firstScreen/FirstListPreview.tsx). Statuses not named
 * here have the plain border.
 */
export const statusTones: Record<string, 'success' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  approved: 'success',
  paid: 'success',
  resolved: 'success',
  pending: 'warning',
  open: 'warning',
  in_review: 'info',
  refunded: 'info',
  suspended: 'error',
  rejected: 'error',
  failed: 'error',
};

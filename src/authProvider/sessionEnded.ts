/**
 * Marks a session that ended without the person signing out (expired, or ended by the server), so
 * that the sign-in page can say so. Kept in sessionStorage: this tab only, and it survives the
 * redirect to sign in; the sign-in page forgets it once shown.
 */
const key = 'tutorAdmin.sessionEnded';

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // No storage: the sign-in page simply does not say why.
  }
}

export function sessionEndedMark(): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to do
  }
}

import type { AuthProvider, UserIdentity } from 'ra-core';
import type { z } from 'zod';
import type { loginBody } from '../../contract/auth';
import { canAccess } from './canAccess';
import { httpClient as defaultHttpClient, sessionFromAnswer, type HttpClient } from './httpClient';
import { announceSignOut } from './otherTabs';
import { markSessionEnded } from './sessionEnded';
import { clearSession, getStoredUser, hasAnyToken, readSession, saveSession } from './storage';

export const notAuthorizedPath = '/pages/not-authorized';

type LoginParams = z.input<typeof loginBody>;

export interface Permissions {
  userType: string;
  userRole: 'admin' | 'editor';
}

/**
 * The react-admin AuthProvider. Login stores the session (see storage.ts for where); a 401
 * anywhere but login ends the session (react-admin logs out and remembers the page); a 403 that
 * survived the HTTP client's refresh and retry shows /pages/not-authorized without logging out.
 */
export function createAuthProvider(client: HttpClient = defaultHttpClient): AuthProvider {
  // After the person signs out, a request still under way fails for want of a session: that is not
  // a session that ended by itself, and the sign-in page must not say it did.
  let signedOutHere = false;
  return {
    /** Rejects with the server's message (a 401 shows it on the login screen). */
    async login({ email, password, rememberMe }: LoginParams) {
      const remembered = Boolean(rememberMe);
      const answer = await client('/admin/login', {
        method: 'POST',
        body: { email, password, rememberMe: remembered },
        auth: false,
      });
      saveSession(sessionFromAnswer(answer, remembered));
    },

    async logout() {
      const session = readSession();
      if (session) signedOutHere = true;
      clearSession();
      if (!session) return;
      announceSignOut();
      // Best effort: the server ends the session family (by either token); a failure changes nothing here.
      await client('/auth/logout', {
        method: 'POST',
        auth: false,
        body: session.refreshToken ? { refreshToken: session.refreshToken } : {},
        headers: session.accessToken ? { authorization: `Bearer ${session.accessToken}` } : {},
      }).catch(() => undefined);
    },

    async checkAuth() {
      await client.settled?.();
      if (!hasAnyToken()) throw new Error('ra.auth.auth_check_error');
      signedOutHere = false;
    },

    async checkError(error: unknown) {
      const status = (error as { status?: unknown } | undefined)?.status;
      if (status === 401) {
        if (!signedOutHere) markSessionEnded();
        throw error;
      }
      if (status === 403) throw { logoutUser: false, redirectTo: notAuthorizedPath, message: false };
    },

    async getIdentity(): Promise<UserIdentity> {
      await client.settled?.();
      const user = getStoredUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      return { id: user.id, fullName: user.displayName, ...(user.photoURL ? { avatar: user.photoURL } : {}) };
    },

    async getPermissions(): Promise<Permissions | null> {
      await client.settled?.();
      const user = getStoredUser();
      return user ? { userType: user.userType, userRole: user.userRole ?? 'admin' } : null;
    },

    // The stored values are cleared while a token refresh runs (spec section 4): checkAuth and these
    // wait for it, or a screen opened at that moment would be signed out or sent to not-authorized.
    // Nobody signed in (the session just ended): the sign-in redirect applies, not "access denied",
    // so that signing in again comes back to the same screen. The server checks every call anyway.
    async canAccess({ action, resource }) {
      await client.settled?.();
      if (!hasAnyToken()) return true;
      return canAccess(getStoredUser(), { action, resource });
    },
  };
}

export const authProvider = createAuthProvider();

/**
 * True when checkAuth and canAccess would surely both allow `action` on `resource` right now: a token
 * is stored and so is a user the rule admits. False means "ask them" (nobody signed in, a refresh in
 * flight clearing the stored user, or a rule that refuses), never "refused".
 */
export function allowedNow(resource: string, action: string): boolean {
  return hasAnyToken() && canAccess(getStoredUser(), { action, resource });
}

import { tokenHeaders } from '../../contract/values';
import { httpClient as defaultHttpClient, sessionFromAnswer, type ApiResponse, type HttpClient } from './httpClient';
import { readSession, saveSession } from './storage';

/**
 * The account calls of the bare pages (spec section 7, Auth). Each answers the server's message
 * and rejects with an `ApiRequestError` whose `message` is the server's (spec section 8).
 */
export interface AccountCalls {
  forgotPassword(email: string): Promise<string>;
  /**
   * Resolves with the link's purpose when the token is valid (a reset, or a new account's first
   * password); rejects otherwise (the page then shows error-419).
   */
  checkForValidToken(token: string): Promise<PasswordLink>;
  resetPassword(token: string, password: string): Promise<string>;
  verifyAccount(token: string): Promise<string>;
  changePassword(oldPassword: string, newPassword: string): Promise<string>;
}

/** What an emailed password link is for: a reset, or choosing the first password of an account staff created without one. */
export type PasswordLink = 'reset_password' | 'set_password';

const messageOf = (answer: ApiResponse<unknown>) => {
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
};

/** A password change may hand this session fresh tokens; keep them when it does. */
function adoptNewTokens(answer: ApiResponse<unknown>) {
  const session = readSession();
  if (!session || !answer.headers.get(tokenHeaders.access)) return;
  saveSession(sessionFromAnswer(answer, session.remembered, session.user, session));
}

export function createAccountCalls(client: HttpClient = defaultHttpClient): AccountCalls {
  const post = async (path: string, body: unknown, auth = false) => client(path, { method: 'POST', body, auth });
  return {
    forgotPassword: async (email) => messageOf(await post('/auth/forgotPassword', { email })),
    checkForValidToken: async (token) => ((await post('/auth/checkForValidToken', { token })).json as { data?: { purpose?: PasswordLink } } | undefined)?.data?.purpose ?? 'reset_password',
    resetPassword: async (token, password) => messageOf(await post('/auth/resetPassword', { password, token })),
    verifyAccount: async (token) => messageOf(await post('/user/verifyAccount', { token })),
    changePassword: async (oldPassword, newPassword) => {
      const answer = await post('/user/changePassword', { oldPassword, newPassword }, true);
      adoptNewTokens(answer);
      return messageOf(answer);
    },
  };
}

export const { forgotPassword, checkForValidToken, resetPassword, verifyAccount, changePassword } = createAccountCalls();

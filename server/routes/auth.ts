import type { FastifyReply } from 'fastify';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  logoutBody,
  messageEnvelope,
  refreshBody,
  resetPasswordBody,
  sessionUserEnvelope,
  tokenBody,
  tokenHeaders,
  validTokenEnvelope,
  verifiedEnvelope,
  verifyAccountBody,
} from '../../contract/auth.js';
import { errorResponses } from '../../contract/common.js';
import type { App } from '../appType.js';
import { requireUser } from '../auth/guards.js';
import { revokeSession, revokeSessionOfRefreshToken, rotateRefreshToken, type IssuedRefresh } from '../auth/sessions.js';
import { ApiError } from '../errors.js';
import { changePassword, requestPasswordReset, resetPassword, sessionUserOf, signIn, verifyAccount } from '../services/authFlows.js';
import { checkOneTimeToken, passwordLinks } from '../auth/oneTimeTokens.js';

const FORGOT_PASSWORD_ANSWER = 'If an account uses this email address, we have sent it a link to choose a new password.';

/** Login and refresh answer the tokens in headers (spec section 7), never cached. */
async function sendSessionTokens(app: App, reply: FastifyReply, issued: IssuedRefresh) {
  const accessToken = await app.accessTokens.sign({ accountId: issued.accountId, sessionId: issued.sessionId, version: issued.sessionVersion });
  const expiresIn = Math.max(0, Math.floor((issued.expiresAt.getTime() - Date.now()) / 1000));
  reply.headers({
    [tokenHeaders.access]: accessToken,
    [tokenHeaders.refresh]: issued.refreshToken,
    [tokenHeaders.refreshExpiresIn]: String(expiresIn),
    'cache-control': 'no-store',
  });
}

/** Sign-in, sessions and passwords: the Auth calls of spec section 7, plus logout. */
export async function authRoutes(app: App): Promise<void> {
  app.route({
    method: 'POST',
    url: '/admin/login',
    schema: {
      tags: ['auth'],
      summary: 'Sign in (admin and superAdmin only)',
      description:
        'Answers the tokens in the headers accesstoken, refreshtoken and refreshtokenexpiresin (seconds) and the user in `data`. ' +
        'rememberMe gives the session the long lifetime (REMEMBER_ME_TTL) instead of REFRESH_TOKEN_TTL. Failed attempts are limited ' +
        'per account and address (429 with Retry-After).',
      body: loginBody,
      response: { 200: sessionUserEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const lifetimeSeconds = rememberMe ? app.config.rememberMeTtl : app.config.refreshTokenTtl;
      const { issued, user } = await signIn(app.db, { email, password, rememberMe, ip: request.ip, userAgent: request.headers['user-agent'] ?? null, lifetimeSeconds });
      await sendSessionTokens(app, reply, issued);
      return { data: user };
    },
  });

  app.route({
    method: 'POST',
    url: '/auth/refreshToken',
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for a new pair',
      description:
        'Rotates the refresh token (each one works once) and answers like login. The session keeps the expiry fixed at sign-in; ' +
        'HasCredRemembered is accepted but extends nothing. A token used again within 30 seconds (two tabs, a retry) is answered the ' +
        'same refresh token again, so the session has one live refresh token; later, reuse ends the session (401 REFRESH_INVALID).',
      body: refreshBody,
      response: { 200: sessionUserEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const rotation = await rotateRefreshToken(app.db, request.body.refreshToken, app.refreshSuccessorOf);
      if (!rotation.ok) throw new ApiError(401, 'REFRESH_INVALID', rotation.message, rotation.why);
      await sendSessionTokens(app, reply, rotation);
      return { data: await sessionUserOf(app.db, rotation.accountId) };
    },
  });

  app.route({
    method: 'POST',
    url: '/auth/logout',
    schema: {
      tags: ['extension', 'auth'],
      summary: 'Sign out: end the session',
      description:
        'Ends the session of the access token in the Authorization header and/or of `refreshToken` in the body (send it when the ' +
        'access token may have expired). Always answers 200: signing out twice, or with an ended session, is not an error.',
      security: [{ bearer: [] }, {}],
      body: logoutBody.nullish(),
      response: { 200: messageEnvelope, ...errorResponses },
    },
    handler: async (request) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer) {
        const claims = await app.accessTokens.verify(bearer).catch(() => undefined);
        if (claims) await revokeSession(app.db, claims.sessionId, 'logout');
      }
      const refreshToken = request.body?.refreshToken;
      if (refreshToken) await revokeSessionOfRefreshToken(app.db, refreshToken, 'logout');
      return { message: 'You are signed out.' };
    },
  });

  app.route({
    method: 'GET',
    url: '/auth/me',
    schema: {
      tags: ['extension', 'auth'],
      summary: 'The signed-in user',
      description: 'The same user record as login answers, as it is now (any user type).',
      response: { 200: sessionUserEnvelope, ...errorResponses },
    },
    onRequest: requireUser,
    handler: async (request) => ({ data: await sessionUserOf(app.db, request.user!.id) }),
  });

  app.route({
    method: 'POST',
    url: '/auth/forgotPassword',
    schema: {
      tags: ['auth'],
      summary: 'Email a link to choose a new password',
      description:
        'Answers the same, at once, for known and unknown addresses: the account is looked up and the email sent after the answer. ' +
        'The link works once, for one hour. At most 3 emails a quarter hour per address and per account; past that the answer is the same and nothing is sent. Never blocks signing in.',
      body: forgotPasswordBody,
      response: { 200: messageEnvelope, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      app.afterReply.run(reply, 'The password reset email', () => requestPasswordReset(app, email));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  });

  app.route({
    method: 'POST',
    url: '/auth/checkForValidToken',
    schema: {
      tags: ['auth'],
      summary: 'Check a reset-password link (or a new account\'s choose-a-password link) before showing the form',
      description:
        '200 when the token can be used, with its purpose (reset_password, or set_password for an account created without a password); ' +
        'otherwise 404 (unknown) or 400 (expired or used) with a message to show.',
      body: tokenBody,
      response: { 200: validTokenEnvelope, ...errorResponses },
    },
    handler: async (request) => {
      const { purpose } = await checkOneTimeToken(app.db, request.body.token, passwordLinks);
      return { data: { valid: true as const, purpose: purpose as 'reset_password' | 'set_password' }, message: 'This link is valid.' };
    },
  });

  app.route({
    method: 'POST',
    url: '/auth/resetPassword',
    schema: {
      tags: ['auth'],
      summary: 'Choose a new password with an emailed link',
      description: 'Uses the token up, sets the password, confirms the email address and ends every session of the account.',
      body: resetPasswordBody,
      response: { 200: messageEnvelope, ...errorResponses },
    },
    handler: async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  });

  app.route({
    method: 'POST',
    url: '/user/changePassword',
    schema: {
      tags: ['auth'],
      summary: 'Change your own password',
      description:
        'Needs the current password. Ends every OTHER session of the account at once; the session making the call stays signed in ' +
        'with the tokens it has.',
      body: changePasswordBody,
      response: { 200: messageEnvelope, ...errorResponses },
    },
    onRequest: requireUser,
    handler: async (request) => {
      await changePassword(app.db, request.user!, request.body.oldPassword, request.body.newPassword);
      return { message: 'Your password has been changed. Your other sessions were signed out.' };
    },
  });

  app.route({
    method: 'POST',
    url: '/user/verifyAccount',
    schema: {
      tags: ['auth'],
      summary: 'Confirm an email address with an emailed link',
      description: 'Uses the verification token up and marks the address confirmed. 404 unknown link, 400 expired or used.',
      body: verifyAccountBody,
      response: { 200: verifiedEnvelope, ...errorResponses },
    },
    handler: async (request) => {
      const email = await verifyAccount(app.db, request.body.token);
      return { data: { email, emailVerified: true as const }, message: 'Your email address is confirmed. Thank you.' };
    },
  });
}

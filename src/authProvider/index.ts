export { allowedNow, authProvider, createAuthProvider, notAuthorizedPath, type Permissions } from './authProvider';
export { httpClient, createHttpClient, toQueryString, type HttpClient, type ApiResponse, type RequestOptions } from './httpClient';
export { ApiRequestError, type ApiErrorBody, type ApiErrorCode } from './ApiRequestError';
export {
  getStoredUser,
  hasAccessToken,
  hasAnyToken,
  clearSession,
  updateStoredUser,
  cookieNames,
  storageKeys,
  type StoredUser,
} from './storage';
export { canAccess, accessRules, type AccessRule } from './canAccess';
export { guardRoute, currentGuardSession, type GuardSession } from './routeGuard';
export { forgotPassword, checkForValidToken, resetPassword, verifyAccount, changePassword, createAccountCalls } from './accountCalls';

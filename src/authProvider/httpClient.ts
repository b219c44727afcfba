import type { SessionUser } from '../../contract/auth';
import { tokenHeaders } from '../../contract/values';
import { ApiRequestError, errorFromResponse, networkError } from './ApiRequestError';
import { earlyResponse } from './earlyResponse';
import { announceRefresh, caughtUpWithOtherTabs, oneRefreshAtATime, otherTabRefresh } from './otherTabs';
import { clearSession, markRefreshing, readSession, saveSession, toStoredUser, type Lineage, type Session, type StoredUser } from './storage';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON value, or FormData sent as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  /** false for the public calls (login, password reset, ...): no token, no refresh. */
  auth?: boolean;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined when there is none). */
  json: T;
}

export type HttpClient = (<T = unknown>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>) & {
  /** Resolves once no token refresh is in flight (in this tab or another), whatever its outcome. */
  settled?: () => Promise<void>;
  /**
   * Sends a GET now, before its caller exists (the first list's rows, from the entry): the first
   * request for the same URL with the same access token takes its response instead of sending its
   * own (see earlyResponse.ts). Returns the answer's JSON (undefined when it is not a success), or
   * undefined when nothing was sent.
   */
  sendEarly?: (path: string, query?: Record<string, QueryValue>) => Promise<unknown> | undefined;
  /** The response itself, unread (a stream such as a CSV export), with the same token and refresh; failures are thrown as for any call. */
  raw?: (path: string, options?: RequestOptions) => Promise<Response>;
};

export interface HttpClientOptions {
  /** Where the API lives, e.g. `/api/v1` or `http://127.0.0.1:3000/api/v1`. */
  baseUrl: string;
  fetch?: typeof fetch;
}

const sessionEnded = () =>
  new ApiRequestError(401, { message: 'Your session has ended. Sign in again.', code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED', params: {} });

/** A refresh that failed for a reason that says nothing about the session (offline, busy server). */
export const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new sign-in's lineage, or one more refresh of `previous`'s (remembered sessions need none: their tabs share storage). */
function lineageAfter(remembered: boolean, previous: Lineage | undefined): Lineage | undefined {
  if (remembered) return undefined;
  if (previous) return { signIn: previous.signIn, refreshes: previous.refreshes + 1 };
  const id = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { signIn: id, refreshes: 0 };
}

/** The session that login and refresh answer: tokens in headers, the user in `data`. */
export function sessionFromAnswer(
  answer: Pick<ApiResponse<unknown>, 'headers' | 'json'>,
  remembered: boolean,
  /** The user to keep when the answer carries tokens but no user (a password change). */
  knownUser?: StoredUser,
  /** The session these tokens replace (a refresh, a password change); none for a sign-in. */
  previous?: Session,
): Session {
  const accessToken = answer.headers.get(tokenHeaders.access);
  const refreshToken = answer.headers.get(tokenHeaders.refresh);
  const expiresIn = Number(answer.headers.get(tokenHeaders.refreshExpiresIn));
  const answered = (answer.json as { data?: Partial<SessionUser> } | undefined)?.data;
  const user = answered?.userType ? (answered as SessionUser) : knownUser;
  if (!accessToken || !refreshToken || !user?.userType) {
    throw new ApiRequestError(502, { message: 'The server answered without a session', code: 'UNEXPECTED_RESPONSE' });
  }
  const lineage = lineageAfter(remembered, previous?.lineage);
  return {
    accessToken,
    refreshToken,
    user: toStoredUser(user),
    remembered,
    refreshTokenExpiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : 0,
    ...(lineage ? { lineage } : {}),
  };
}

/**
 * The fetch wrapper every API call goes through. It sends the access token, JSON in and out,
 * and turns failures into `ApiRequestError`s. On a 403 it clears the stored session, runs ONE
 * refresh shared by every request that failed meanwhile (single flight), stores the new session
 * and retries each failed request once; a second 403 is thrown to the caller (the authProvider's
 * checkError then shows /pages/not-authorized). A refresh answered with 401 ends the session.
 */
export function createHttpClient({ baseUrl, fetch: fetchImpl = (...args) => globalThis.fetch(...args) }: HttpClientOptions): HttpClient {
  /** The one refresh in flight in this tab (single flight). */
  let refreshing: Promise<void> | null = null;

  /** The first list's rows, requested by the entry before the list exists. */
  const early = earlyResponse(fetchImpl);

  function requestInit(options: RequestOptions, accessToken: string | undefined): RequestInit {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    return { method: options.method ?? 'GET', headers, body, signal: options.signal };
  }

  const urlOf = (path: string, query?: Record<string, QueryValue>) => `${baseUrl}${path}${toQueryString(query)}`;

  async function send(path: string, options: RequestOptions, accessToken: string | undefined): Promise<Response> {
    const url = urlOf(path, options.query);
    const plainGet = (options.method ?? 'GET') === 'GET' && options.body === undefined && !options.headers;
    const taken = plainGet && accessToken ? await early.take(url, accessToken, options.signal) : undefined;
    if (taken) return taken;
    try {
      return await fetchImpl(url, requestInit(options, accessToken));
    } catch (error) {
      if (options.signal?.aborted || (error as Error | undefined)?.name === 'AbortError') throw error;
      throw networkError();
    }
  }

  function sendEarly(path: string, query?: Record<string, QueryValue>): Promise<unknown> | undefined {
    const accessToken = readSession()?.accessToken;
    // With a refresh in flight the token is about to change: the list's own request will do.
    if (!accessToken || refreshing || otherTabRefresh()) return undefined;
    return early.send(urlOf(path, query), accessToken, requestInit({}, accessToken));
  }

  async function refresh(): Promise<void> {
    // Kept in a variable: the stored values are cleared while the refresh runs (spec section 4).
    const previous = readSession();
    if (!previous?.refreshToken) {
      clearSession();
      throw sessionEnded();
    }
    markRefreshing(previous.remembered, true);
    clearSession();
    try {
      const response = await send(
        '/auth/refreshToken',
        { method: 'POST', body: { HasCredRemembered: previous.remembered, refreshToken: previous.refreshToken } },
        undefined,
      );
      const session = sessionFromAnswer(await parse(response), previous.remembered, undefined, previous);
      saveSession(session);
      announceRefresh(previous.refreshToken, session);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (isTransient(error.status)) {
        // Offline or a busy server says nothing about the session: keep it.
        saveSession(previous);
        throw error;
      }
      throw error.status === 401 ? error : new ApiRequestError(401, error.body);
    } finally {
      markRefreshing(previous.remembered, false);
    }
  }

  /** True when the session was refreshed since `failedToken` was sent: a retry needs no refresh. */
  const refreshedSince = (failedToken: string | undefined) => {
    const current = readSession()?.accessToken;
    return Boolean(current && current !== failedToken);
  };

  /**
   * Joins the refresh in flight, or starts one unless the session was refreshed meanwhile. A page
   * just loaded first hears whether another tab holds a newer copy of its session (otherTabs.ts):
   * refreshing with an old copy's used refresh token would end the session for every tab.
   */
  function refreshAfterFailure(failedToken: string | undefined): Promise<void> {
    if (refreshing) return refreshing;
    const otherTab = otherTabRefresh();
    if (otherTab) return otherTab;
    if (refreshedSince(failedToken)) return Promise.resolve();
    refreshing = caughtUpWithOtherTabs()
      .then(() => oneRefreshAtATime(async () => (refreshedSince(failedToken) ? undefined : refresh())))
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function parse<T>(response: Response): Promise<ApiResponse<T>> {
    if (!response.ok) throw await errorFromResponse(response);
    const text = response.status === 204 ? '' : await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiRequestError(response.status, { message: 'The server answered something unreadable', code: 'UNEXPECTED_RESPONSE' });
    }
    return { status: response.status, headers: response.headers, json: json as T };
  }

  const settled = async () => {
    await (refreshing ?? otherTabRefresh())?.catch(() => undefined);
  };

  async function authorised(path: string, options: RequestOptions): Promise<Response> {
    if (options.auth === false) return send(path, options, undefined);
    await settled();
    const session = readSession();
    // Only a refresh token left (e.g. a reload during a refresh): get an access token first.
    if (session && !session.accessToken) await refreshAfterFailure(undefined);
    const token = readSession()?.accessToken || undefined;
    let response = await send(path, options, token);
    if (response.status === 403) {
      await refreshAfterFailure(token);
      response = await send(path, options, readSession()?.accessToken || undefined);
    }
    return response;
  }

  const request = async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return parse<T>(await authorised(path, options));
  };

  async function raw(path: string, options: RequestOptions = {}): Promise<Response> {
    const response = await authorised(path, options);
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }
  return Object.assign(request, { settled, sendEarly, raw });
}

const apiBaseUrl: string = import.meta.env?.VITE_API_URL ?? '/api/v1';

/** The admin's HTTP client (same origin, `/api/v1` unless VITE_API_URL says otherwise). */
export const httpClient = createHttpClient({ baseUrl: apiBaseUrl });

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AfterReply } from './afterReply.js';
import type { AccessTokens } from './auth/accessToken.js';
import type { SuccessorOf } from './auth/randomTokens.js';
import type { Config } from './config.js';
import type { DB } from './db/index.js';
import type { ChangeSource } from './live/changeSource.js';

/**
 * The API's Fastify instance as its routes see it (server/app.ts builds it): zod schemas type the
 * calls. In a module of its own so that a route takes the type without importing the app that mounts it.
 */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    /** The committed writes of every API server on the database (server/live/changeSource.ts). */
    changes: ChangeSource;
    accessTokens: AccessTokens;
    /** The refresh token that replaces a presented one (server/auth/randomTokens.ts). */
    refreshSuccessorOf: SuccessorOf;
    /** Work a call does once its answer is out (server/afterReply.ts). */
    afterReply: AfterReply;
  }
}

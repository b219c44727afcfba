import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterReply } from './afterReply.js';
import type { App } from './appType.js';
import { accessTokens } from './auth/accessToken.js';
import { declareBearerSecurity } from './auth/documentedSecurity.js';
import { refreshSuccessors } from './auth/randomTokens.js';
import type { Config } from './config.js';
import type { DB } from './db/index.js';
import type { ChangeSource } from './live/changeSource.js';
import { exportTotalHeader } from '../contract/export.js';
import { loadAdminPage } from './adminPage.js';
import { BODY_LIMIT_BYTES, declareBodyRefusals } from './documentedBodies.js';
import { ApiError, errorHandler, refusal } from './errors.js';
import { requestSerializers, redactedPaths } from './logging.js';
import { openapiTransforms } from './openapiDocument.js';
import { addSecurityHeaders } from './plugins/securityHeaders.js';
import { checkRequestValues, MAX_NESTING_DEPTH } from './checkRequestValues.js';
import { serializerCompiler } from './serialization.js';
import { keepAnswersPerSnapshot } from './snapshotAnswers.js';
import { registerRoutes } from './routes/index.js';
import { uploadFileRoutes } from './routes/uploads.js';

export interface AppOptions {
  config: Config;
  db: DB;
  /** The committed writes of every API server on the database (server/live/changeSource.ts), for the live streams. */
  changes: ChangeSource;
  jwtSecret: string;
  /** Directory of the built admin (vite build); served with an SPA fallback when present. */
  adminDir?: string;
  /** Pino logger options; false for none (tests). */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the API (and the admin's static files) without listening: tests call `inject()` on it. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: redactedPaths, serializers: requestSerializers, ...(typeof options.logger === 'object' ? options.logger : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // Closing is answered by our own hook below, in the API's error format.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
    // Bad URL encoding and over-long path parameters are answered before routing: same error body as the rest.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Fastify reads text/plain bodies by default; API.md takes JSON only (415 otherwise, see errors.ts).
  app.removeContentTypeParser('text/plain');
  refuseRequestsWhileClosing(app);
  app.addHook('preValidation', checkRequestValues);
  keepAnswersPerSnapshot(app);

  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate('changes', options.changes);
  app.decorate('accessTokens', accessTokens(options.jwtSecret, config.accessTokenTtl, config.appName));
  app.decorate('refreshSuccessorOf', refreshSuccessors(options.jwtSecret));
  app.decorate('afterReply', afterReply(app.log));
  app.addHook('onClose', async () => app.afterReply.settled());

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The images rich text may hold: the sanitiser keeps http(s) ones (server/services/sanitizeHtml.ts),
        // and the admin shows what it stored, in the editor and the previews.
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['accesstoken', 'refreshtoken', 'refreshtokenexpiresin', 'retry-after', exportTotalHeader],
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.appName} API`,
        version: '1.0.0',
        description:
          'The marketplace API behind the admin. Calls tagged `extension` are not in the product specification.\n\n' +
          'Rules for every call that the schemas cannot state: text anywhere in a request (query, path or body) may not contain ' +
          'the NUL character (U+0000), which is a 400 VALIDATION_FAILED; text lengths and patterns are checked on the text as ' +
          'sent, then the server removes surrounding spaces before storing or using it; a body is application/json (415 ' +
          'UNSUPPORTED_MEDIA_TYPE otherwise, except the multipart photo upload) of at most 1 MiB (413 PAYLOAD_TOO_LARGE), ' +
          `nested at most ${MAX_NESTING_DEPTH} levels deep (400 VALIDATION_FAILED); unknown fields are a 400.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    ...openapiTransforms(),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onRoute', declareBearerSecurity);
  app.addHook('onRoute', declareBodyRefusals);
  await app.register(registerRoutes, { prefix: '/api/v1' });
  await app.register(uploadFileRoutes);
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await options.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
    return { status: 'ok' };
  });

  registerAdminFiles(app, options.adminDir);
  return app;
}

/** Serves the built admin; any non-API GET falls back to index.html (history-mode routing). */
function registerAdminFiles(app: App, adminDir: string | undefined) {
  const root = adminDir ? path.resolve(adminDir) : undefined;
  const hasAdmin = root !== undefined && existsSync(path.join(root, 'index.html'));
  const adminPage = hasAdmin ? loadAdminPage(root, app.config.appName) : undefined;
  if (hasAdmin) {
    // Hashed assets: cached for a year, sent as the .br/.gz written by the build when the browser accepts it.
    void app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1y', immutable: true, preCompressed: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/');
    if (adminPage && isPageRequest) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(adminPage);
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND', ...refusal('ROUTE_NOT_FOUND') });
  });
}

/** After SIGTERM in-flight requests finish; new ones get a clean 503 UNAVAILABLE with Connection: close. */
function refuseRequestsWhileClosing(app: App) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    throw new ApiError(503, 'UNAVAILABLE', 'The server is restarting. Try again in a moment.', refusal('SERVER_RESTARTING'));
  });
}

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { accountStatuses, paymentStatuses } from '../../contract/values.js';
import type { DB } from '../../server/db/index.js';
import { countedRows } from '../../server/services/listPage.js';

/** Where `vite build --config bench/reference/vite.config.ts` writes the reference app. */
export const referenceDist = 'bench/.cache/reference';

/** Builds the reference app (bench/reference/main.tsx): one chunk, as its tutorial would. */
export function buildReference(): void {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'bench/reference/vite.config.ts', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Could not build the reference app (bench/reference): exit ${result.status}`);
}

const resources = { users: 'user', tutors: 'tutor', bookings: null } as const;
type ResourceName = keyof typeof resources;
const isResource = (name: string): name is ResourceName => Object.hasOwn(resources, name);

/**
 * The reference app and the REST endpoint it reads (ra-data-simple-rest's conventions: `range`
 * query, `Content-Range` total) on the bench data, with the same count table as the API's lists.
 * Static files are served like the admin's (precompressed .br/.gz for browsers that accept them), so
 * both apps ship the same way.
 */
export async function startReferenceServer(db: DB) {
  // Its lists are live accounts of one type by id. The bench seeds a million tutors before a million
  // students, and the planner, assuming students spread evenly over the primary key, walked it past
  // every tutor for the students' page 1: 188 ms a call at 1M rows (2026-11-23), a handicap no real
  // app would ship with. An index per listed type answers it in order. (The bench databases are the
  // bench's own: the indexes are added once, by the first start.)
  for (const type of ['user', 'tutor'] as const) {
    await sql`create index if not exists ${sql.id(`reference_live_${type}_ids`)} on accounts (id) where user_type = ${sql.lit(type)} and deleted_at is null`.execute(db);
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: path.resolve(referenceDist), prefix: '/reference/', preCompressed: true });
  app.get<{ Params: { resource: string }; Querystring: { range?: string } }>('/ref-api/:resource', async (request, reply) => {
    const { resource } = request.params;
    if (!isResource(resource)) return reply.code(404).send({ message: 'Not found' });
    const userType = resources[resource];
    const [start, end] = JSON.parse(request.query.range ?? '[0,9]') as [number, number];
    const limit = end - start + 1;
    const rows = userType
      ? await db
          .selectFrom('accounts')
          .select(['id', 'displayName as name', 'email'])
          .where('userType', '=', userType)
          .where('deletedAt', 'is', null)
          .orderBy('id')
          .limit(limit)
          .offset(start)
          .execute()
      : await db.selectFrom('bookings').select(['id', 'studentName', 'tutorName']).orderBy('id').limit(limit).offset(start).execute();
    const total = userType
      ? await countedRows(db, 'accounts', accountStatuses.map((status) => `${userType}:${status}`))
      : await countedRows(db, 'bookings', paymentStatuses);
    return reply.header('Content-Range', `${resource} ${start}-${start + rows.length - 1}/${total}`).send(rows);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    /** The page the cold loads open: the users list. */
    listPath: '/reference/#/users',
    close: () => app.close(),
  };
}

import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ResourceDeclaration } from '../../contract/declaration.js';
import type { ImportJob } from '../../contract/import.js';
import type { AuthenticatedUser } from '../auth/guards.js';
import type { DB } from '../db/index.js';
import type { Database, ImportJobsTable } from '../db/schema.js';
import { ApiError, conflict, notFound, refusal, type Refusal } from '../errors.js';
import { capitalised, recordNoun } from '../declared/englishTexts.js';
import { recordAudit } from '../services/audit.js';
import { declaredAuditResource } from '../services/auditResources.js';
import { planRows, type RowPlan } from './importPlan.js';
import { recordWrites, type RecordWrites } from './recordWrites.js';
import { openImportFile, tally, type ReadFile } from './preview.js';

type Actor = Pick<AuthenticatedUser, 'id' | 'displayName' | 'userType'>;
/** How many rows pass between two reports of progress (and looks for a cancel). */
const REPORT_EVERY = 200;
/**
 * How long one transaction of rows may last at most: rows are written a few hundred to a commit, not
 * one, yet on the embedded database (one connection) other people's calls wait for it no longer.
 */
const TRANSACTION_MS = 100;
/** A running import whose server has said nothing for this long is no longer running (its server stopped). */
const HEARTBEAT_LOST_MS = 60_000;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** An import as the API answers it. */
export async function readImportJob(db: Kysely<Database>, id: number, resource?: string): Promise<ImportJob> {
  let query = db.selectFrom('importJobs').selectAll().where('id', '=', id);
  if (resource) query = query.where('resource', '=', resource);
  const job = await query.executeTakeFirst();
  if (!job) throw notFound('Import', resource ?? 'imports', [id]);
  return answered(job);
}

function answered(job: Selectable<ImportJobsTable>): ImportJob {
  const stale = job.status === 'running' && Date.now() - new Date(job.heartbeatAt).getTime() > HEARTBEAT_LOST_MS;
  return {
    id: job.id,
    resource: job.resource,
    fileName: job.fileName,
    actorName: job.actorName,
    status: stale ? 'interrupted' : job.status,
    startedAt: iso(job.startedAt)!,
    finishedAt: iso(job.finishedAt),
    failure: job.failure,
    failureReason: job.failureReason as ImportJob['failureReason'],
    revertedAt: iso(job.revertedAt),
    revertedByName: job.revertedByName,
    rows: job.rowsRead,
    create: job.created,
    update: job.updated,
    unchanged: job.unchanged,
    refused: job.refused,
    refusals: job.refusals as ImportJob['refusals'],
  };
}

/** The message of a write the API refused, on its field, with its reason. */
function refusalOf(error: unknown): { field: string | null; message: string } & Refusal {
  if (!(error instanceof ApiError)) throw error;
  const [field] = Object.keys(error.details?.errors ?? {});
  if (!field) return { field: null, message: error.message, ...error.refusal };
  return { field, message: error.details!.errors![field]!, ...(error.details!.fieldReasons?.[field] ?? error.refusal) };
}

/**
 * An import, or its revert, as one entry of the resource's audit trail beside each record's own: who
 * imported which file and what it did (filed under `import-<job id>`, no record's id).
 */
async function auditBatch(db: DB, declaration: ResourceDeclaration, actor: Actor, action: 'import' | 'revert_import', jobId: number, after: Record<string, unknown>) {
  await db.transaction().execute((trx) => recordAudit(trx, { actor, action, resource: declaredAuditResource(declaration), recordId: `import-${jobId}`, after }));
}

/** The next rows of the file as planned: read before a transaction opens, since planning reads the database too. */
async function nextPlans(plans: AsyncIterator<RowPlan>): Promise<RowPlan[]> {
  const batch: RowPlan[] = [];
  while (batch.length < REPORT_EVERY) {
    const next = await plans.next();
    if (next.done) break;
    batch.push(next.value);
  }
  return batch;
}

/**
 * Writes one planned row inside the batch's transaction, through the resource's own create or update
 * (each under a savepoint: a refused row undoes itself alone), with what a revert needs; answers what
 * became of the row.
 */
async function writeRow(trx: Transaction<Database>, job: ImportRun, plan: RowPlan): Promise<RowPlan> {
  const { writes, actor } = job;
  try {
    if (plan.action === 'create') {
      const created = await writes.create(trx, plan.values, actor);
      await trx.insertInto('importJobRecords').values({ jobId: job.id, recordId: created.id, action: 'create', version: created.updatedAt, before: null }).execute();
    } else if (plan.action === 'update') {
      if (new Date(plan.updatedAt) > job.previewedAt) {
        return { line: plan.line, action: 'refused', field: null, message: 'This record was changed after the preview, so it was left as it is', ...refusal('IMPORT_CHANGED_SINCE_PREVIEW') };
      }
      const before = await writes.read(trx, plan.id);
      if (!before) throw notFound(capitalised(recordNoun(job.declaration)), job.declaration.name, [plan.id]);
      const after = await writes.update(trx, plan.id, plan.values, plan.updatedAt, actor);
      const replaced = Object.fromEntries(Object.keys(plan.values).map((name) => [name, before[name]]));
      await trx.insertInto('importJobRecords').values({ jobId: job.id, recordId: plan.id, action: 'update', version: after.updatedAt, before: JSON.stringify(replaced) }).execute();
    }
    return plan;
  } catch (error) {
    return { line: plan.line, action: 'refused', ...refusalOf(error) };
  }
}

/** An import as its job runs it. */
interface ImportRun {
  id: number;
  declaration: ResourceDeclaration;
  all: ResourceDeclaration[];
  writes: RecordWrites;
  path: string;
  fileName: string;
  columns: ReadonlyArray<string | null>;
  previewedAt: Date;
  actor: Actor;
  mayUpdate: boolean;
}

/**
 * Imports a file (already on disk, removed once read) as its preview showed, each row through the
 * resource's own create or update call (its checks, its history entry, its lost-update rule): a record
 * changed since the preview is reported, not overwritten. Reports progress and looks for a cancel
 * every few hundred rows; what it wrote is kept with its version, for a revert.
 */
export async function runImport(db: DB, job: ImportRun): Promise<void> {
  const { declaration, all, actor } = job;
  const { counts, add } = tally();
  const report = async (status?: 'done' | 'cancelled') => {
    if (status) await auditBatch(db, declaration, actor, 'import', job.id, { fileName: job.fileName, status, rows: counts.rows, created: counts.create, updated: counts.update, unchanged: counts.unchanged, refused: counts.refused });
    const answer = await db
      .updateTable('importJobs')
      .set({
        rowsRead: counts.rows,
        created: counts.create,
        updated: counts.update,
        unchanged: counts.unchanged,
        refused: counts.refused,
        refusals: JSON.stringify(counts.refusals),
        heartbeatAt: sql`now()`,
        ...(status ? { status, finishedAt: sql`now()` } : {}),
      } as never)
      .where('id', '=', job.id)
      .returning('status')
      .executeTakeFirstOrThrow();
    return answer.status;
  };
  let file: ReadFile | undefined;
  try {
    file = await openImportFile(db, declaration, createReadStream(job.path), job.columns);
    const plans = planRows(db, declaration, all, file.columns, file.rows, file.dateFormat, job.mayUpdate);
    for (let batch = await nextPlans(plans); batch.length > 0; batch = await nextPlans(plans)) {
      for (let at = 0; at < batch.length; ) {
        const written = await db.transaction().execute(async (trx) => {
          const outcomes: RowPlan[] = [];
          const until = Date.now() + TRANSACTION_MS;
          do outcomes.push(await writeRow(trx, job, batch[at++]!));
          while (at < batch.length && Date.now() < until);
          return outcomes;
        });
        written.forEach(add);
      }
      if ((await report()) === 'cancelling') {
        await report('cancelled');
        return;
      }
    }
    await report('done');
  } catch (error) {
    const [message, why] = error instanceof ApiError ? [error.message, error.refusal] : ['The import stopped on an unexpected error', refusal('IMPORT_STOPPED')];
    await db
      .updateTable('importJobs')
      .set({ status: 'failed', failure: message, failureReason: JSON.stringify(why), finishedAt: sql`now()` } as never)
      .where('id', '=', job.id)
      .execute();
    if (!(error instanceof ApiError)) throw error;
  } finally {
    await file?.rows.return(undefined);
    await rm(path.dirname(job.path), { recursive: true, force: true });
  }
}

/** How many of a resource's imports its list of imports shows. */
const LISTED_JOBS = 20;

/** A resource's latest imports, newest first. */
export async function listImportJobs(db: Kysely<Database>, resource: string): Promise<{ items: ImportJob[] }> {
  const jobs = await db.selectFrom('importJobs').selectAll().where('resource', '=', resource).orderBy('id', 'desc').limit(LISTED_JOBS).execute();
  return { items: jobs.map(answered) };
}

/**
 * Records an import and runs it in the background (runImport): answers the job as it starts. `onFailure`
 * hears of an error the job could not record as its failure.
 */
export async function startImport(
  db: DB,
  start: {
    declaration: ResourceDeclaration;
    all: ResourceDeclaration[];
    upload: { fileName: string; path: string };
    columns: ReadonlyArray<string | null> | undefined;
    previewedAt: Date;
    actor: Actor;
    mayUpdate: boolean;
  },
  onFailure: (error: unknown) => void,
): Promise<ImportJob> {
  const { declaration, upload, actor } = start;
  // The file is opened once here, so that an unreadable one is refused by this call rather than failing the job.
  const stream = createReadStream(upload.path);
  const { columns, rows } = await openImportFile(db, declaration, stream, start.columns);
  // Stopped after the header: closes the file and whatever its reader keeps beside it (a workbook's other sheets).
  await rows.return(undefined);
  const { id } = await db
    .insertInto('importJobs')
    .values({ resource: declaration.name, fileName: upload.fileName, actorId: actor.id, actorName: actor.displayName, previewedAt: start.previewedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  void runImport(db, { id, declaration, all: start.all, writes: recordWrites(declaration, start.all), path: upload.path, fileName: upload.fileName, columns, previewedAt: start.previewedAt, actor, mayUpdate: start.mayUpdate }).catch(onFailure);
  return readImportJob(db, id, declaration.name);
}

/** Asks a running import to stop after the rows it is writing (whichever server runs it). */
export async function cancelImport(db: Kysely<Database>, id: number, resource: string): Promise<ImportJob> {
  await db.updateTable('importJobs').set({ status: 'cancelling' }).where('id', '=', id).where('resource', '=', resource).where('status', '=', 'running').execute();
  return readImportJob(db, id, resource);
}

/**
 * Undoes an import: the records it created go to the trash (or away, for a resource without one), those
 * it updated get back the values it replaced, each through the resource's own calls (history entries
 * included); a record changed since the import is left as it is and named.
 */
export async function revertImport(db: DB, declaration: ResourceDeclaration, all: ResourceDeclaration[], id: number, actor: Actor) {
  const job = await readImportJob(db, id, declaration.name);
  if (job.status === 'running' || job.status === 'cancelling') throw conflict('The import is still running: cancel it or wait until it has finished', refusal('IMPORT_RUNNING'));
  const records = await db.selectFrom('importJobRecords').selectAll().where('jobId', '=', id).orderBy('recordId').execute();
  const leftAlone: Array<{ id: number; label: string }> = [];
  let reverted = 0;
  const writes = recordWrites(declaration, all);
  for (const record of records) {
    const current = await writes.read(db, record.recordId);
    if (!current) continue;
    const label = String(current[declaration.labelField] ?? `#${current.id}`);
    if (new Date(current.updatedAt).getTime() !== new Date(record.version).getTime()) {
      leftAlone.push({ id: current.id, label });
      continue;
    }
    try {
      if (record.action === 'create') await writes.remove(db, current.id, actor);
      else await writes.update(db, current.id, record.before as Record<string, unknown>, current.updatedAt, actor);
      reverted += 1;
    } catch (error) {
      // In use by other records since, or changed this very moment: left as it is.
      refusalOf(error);
      leftAlone.push({ id: current.id, label });
    }
  }
  await db.deleteFrom('importJobRecords').where('jobId', '=', id).execute();
  await auditBatch(db, declaration, actor, 'revert_import', id, { fileName: job.fileName, reverted, leftAlone });
  await db.updateTable('importJobs').set({ revertedAt: sql`now()`, revertedByName: actor.displayName } as never).where('id', '=', id).execute();
  return { reverted, leftAlone };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import * as contract from '../../contract/catalogues.js';
import { errorResponses, removeBody, removedEnvelope } from '../../contract/common.js';
import type { App } from '../app.js';
import { requireAdmin, requireUser } from '../auth/guards.js';
import {
  addEntry,
  listEntries,
  removeEntries,
  updateEntry,
  type CatalogueTable,
  type CatalogueValues,
} from '../services/catalogueStore.js';
import type { ListParams } from '../services/listPage.js';
import { removeIds } from '../services/removeIds.js';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** One managed list as the API exposes it: a list call and add/remove/update under `writePath`. */
export interface CatalogueApi {
  table: CatalogueTable;
  tag: string;
  listUrl: string;
  /** Languages and levels feed the tutor forms, so any signed-in account may read them. */
  listGuard: Guard;
  writePath: string;
  schemas: { listQuery: z.ZodType; list: z.ZodType; entry: z.ZodType; add: z.ZodType; update: z.ZodType };
}

export const catalogues: CatalogueApi[] = [
  {
    table: {
      table: 'languages',
      resource: 'languages',
      label: 'language',
      labelField: 'name',
      extraFields: ['code', 'sortOrder'],
      uniqueFields: ['name', 'code'],
      usage: { table: 'tutorLanguages', column: 'languageId', noun: 'tutor' },
    },
    tag: 'languages',
    listUrl: '/tutor/getLanguages',
    listGuard: requireUser,
    writePath: '/admin/languages',
    schemas: {
      listQuery: contract.languageListQuery,
      list: contract.catalogueListEnvelope,
      entry: contract.catalogueEntryEnvelope,
      add: contract.languageAddBody,
      update: contract.languageUpdateBody,
    },
  },
  {
    table: {
      table: 'levels',
      resource: 'levels',
      label: 'level',
      labelField: 'name',
      extraFields: ['code', 'sortOrder'],
      uniqueFields: ['name', 'code'],
      usage: { table: 'tutorLevels', column: 'levelId', noun: 'tutor' },
    },
    tag: 'levels',
    listUrl: '/tutor/getEducationTitle',
    listGuard: requireUser,
    writePath: '/admin/levels',
    schemas: {
      listQuery: contract.levelListQuery,
      list: contract.catalogueListEnvelope,
      entry: contract.catalogueEntryEnvelope,
      add: contract.levelAddBody,
      update: contract.levelUpdateBody,
    },
  },
  {
    table: {
      table: 'reportTitles',
      resource: 'report-titles',
      label: 'report title',
      labelField: 'title',
      extraFields: [],
      uniqueFields: ['title'],
      usage: { table: 'reports', column: 'reportTitleId', noun: 'report' },
    },
    tag: 'reports',
    listUrl: '/admin/reportTitles',
    listGuard: requireAdmin,
    writePath: '/admin/reportTitles',
    schemas: {
      listQuery: contract.reportTitleListQuery,
      list: contract.reportTitleListEnvelope,
      entry: contract.reportTitleEnvelope,
      add: contract.reportTitleAddBody,
      update: contract.reportTitleUpdateBody,
    },
  },
];

function registerCatalogue(app: App, api: CatalogueApi) {
  const { table, tag, schemas } = api;
  const tags = [tag];

  app.route({
    method: 'GET',
    url: api.listUrl,
    schema: { tags, summary: `List ${table.label}s`, querystring: schemas.listQuery, response: { 200: schemas.list, ...errorResponses } },
    onRequest: api.listGuard,
    handler: async (request) => ({ data: await listEntries(app.db, table, request.query as ListParams) }),
  });

  app.route({
    method: 'POST',
    url: `${api.writePath}/add`,
    schema: { tags, summary: `Add a ${table.label}`, body: schemas.add, response: { 200: schemas.entry, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await addEntry(app.db, table, request.body as CatalogueValues, request.user!) }),
  });

  app.route({
    method: 'POST',
    url: `${api.writePath}/update`,
    schema: { tags, summary: `Change a ${table.label}`, body: schemas.update, response: { 200: schemas.entry, ...errorResponses } },
    onRequest: requireAdmin,
    handler: async (request) => {
      const { id, ...values } = request.body as CatalogueValues & { id: number };
      return { data: await updateEntry(app.db, table, id, values, request.user!) };
    },
  });

  app.route({
    method: 'POST',
    url: `${api.writePath}/remove`,
    schema: {
      tags,
      summary: `Remove one or more ${table.label}s (all or nothing; refused while in use)`,
      body: removeBody,
      response: { 200: removedEnvelope, ...errorResponses },
    },
    onRequest: requireAdmin,
    handler: async (request) => ({ data: await removeEntries(app.db, table, removeIds(request.body), request.user!) }),
  });
}

/** Languages, levels (education titles) and report titles: the same calls over three tables. */
export async function catalogueRoutes(app: App): Promise<void> {
  for (const api of catalogues) registerCatalogue(app, api);
}

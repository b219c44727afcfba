import { callsOf, splitCall, type CallDeclaration, type ResourceDeclaration } from '../../contract/declaration.js';
import { storageOf } from './storage.js';

/** camelCase -> snake_case, as Kysely's CamelCasePlugin writes identifiers. */
export const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A declaration's table (camelCase, as Kysely's CamelCasePlugin takes it): its storage.ts's `table`, or the name in camelCase. */
export const tableOf = (declaration: ResourceDeclaration): string =>
  storageOf(declaration).table ?? declaration.name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The SQL name of a declaration's table. */
export const sqlTable = (declaration: ResourceDeclaration): string => snake(tableOf(declaration));

/** "startsAt" -> "starts at": a field as messages name it. */
export const spoken = (field: string): string => field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export type Action = 'list' | 'get' | 'create' | 'update' | 'delete' | 'bulk';
export const actions: readonly Action[] = ['list', 'get', 'create', 'update', 'delete', 'bulk'];

export interface ParsedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As Fastify registers it (`:id`), without the /api/v1 prefix. */
  url: string;
  /** The record id is in the path (`{id}`) rather than in the body. */
  idInPath: boolean;
}

const callPattern = /^(GET|POST|PUT|PATCH|DELETE) (\/[A-Za-z0-9_\-./{}]+)$/;

/** A call of a declaration, or undefined when it is not `METHOD /path` with at most the `{id}` parameter. */
export function parseCall(call: CallDeclaration): ParsedCall | undefined {
  if (!callPattern.test(call)) return undefined;
  const { method, path } = splitCall(call);
  const params = path.match(/\{[^}]*\}/g) ?? [];
  if (params.some((param) => param !== '{id}') || params.length > 1) return undefined;
  return { method: method as ParsedCall['method'], url: path.replace('{id}', ':id'), idInPath: params.length === 1 };
}

/** The resource's calls, parsed (the declaration was validated, so every call parses). */
export function parsedCalls(declaration: ResourceDeclaration): Record<Action, ParsedCall> {
  const calls = callsOf(declaration);
  return Object.fromEntries(actions.map((action) => [action, parseCall(calls[action])!])) as Record<Action, ParsedCall>;
}

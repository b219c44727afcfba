import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { responseCheck, serializerCompiler } from './serialization.js';

interface ListAnswer {
  data: { items: unknown[] } & Record<string, unknown>;
}

/**
 * The 200 answers of a list whose items nest (`children`, a tree), other answers as usual. Zod's
 * check and JSON.stringify both walk nesting by recursion, a few stack frames a level, so a deep
 * enough tree (a subject chain stored before the depth limit) overflowed the stack. Here each item is
 * checked alone against `item` (its schema without `children`), the rest of the answer against
 * `flatEnvelope` (the same list with flat items), and the JSON is written with an explicit stack:
 * the answer is what the route's nested schema says, at any depth.
 */
export function nestedListSerializer(item: $ZodType, flatEnvelope: $ZodType): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    if (routeSchema.httpStatus !== '200') return serializerCompiler(routeSchema);
    const { method, url } = routeSchema;
    const checkShell = responseCheck(flatEnvelope, method, url);
    const checkItem = responseCheck(item, method, url);
    const checkList = responseCheck(z.array(z.unknown()), method, url);
    return (answer: ListAnswer) => {
      const { data, ...outside } = checkShell({ ...answer, data: { ...answer.data, items: [] } }) as ListAnswer;
      const itemsJson = nestedJson(answer.data.items, (node) => JSON.stringify(checkItem(node)), checkList);
      const besideItems = JSON.stringify({ ...data, items: undefined }).slice(1, -1);
      const besideData = JSON.stringify(outside).slice(1, -1);
      return `{"data":{"items":${itemsJson}${besideItems && `,${besideItems}`}}${besideData && `,${besideData}`}}`;
    };
  };
}

/** The JSON of a list of items that may hold `children` lists of items, written without recursion. */
function nestedJson(items: unknown, own: (item: unknown) => string, checkList: (list: unknown) => unknown): string {
  const out: string[] = [];
  // What is left to write, last first: text as it is, or an item to write.
  const pending: Array<string | { item: unknown }> = [];
  const open = (list: unknown, close: string) => {
    checkList(list);
    const entries = list as unknown[];
    out.push('[');
    pending.push(close);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      pending.push({ item: entries[i] });
      if (i > 0) pending.push(',');
    }
  };
  open(items, ']');
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') {
      out.push(next);
      continue;
    }
    const json = own(next.item);
    const children = (next.item as { children?: unknown }).children;
    if (children === undefined) {
      out.push(json);
      continue;
    }
    out.push(json === '{}' ? '{"children":' : `${json.slice(0, -1)},"children":`);
    open(children, ']}');
  }
  return out.join('');
}

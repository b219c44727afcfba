import type { SortPayload } from 'ra-core';
import type { ExportableList, ExportColumn } from '../../../../contract/export';
import type { ListCall } from '../../../dataProvider/endpointTypes';
import { listQuery } from '../../../dataProvider/requestParts';

export type { ExportColumn };

export interface ExportRequest {
  list: ExportableList;
  query: Record<string, string>;
  columns: ExportColumn[];
  timeZone?: string;
}

/**
 * The export of what a list shows: its list call, with the list's query (search, filters, sort) as
 * the list sends it, minus the page. Dates come in the admin's own time zone, as the list shows them.
 */
export function exportRequest(call: ListCall, params: { filter: Record<string, unknown>; sort: SortPayload }, columns: ExportColumn[]): ExportRequest {
  const { page: _page, limit: _limit, ...query } = listQuery(call, params);
  const asText = Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)] as const]));
  return {
    list: call.path as ExportableList,
    query: Object.fromEntries(asText),
    columns,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

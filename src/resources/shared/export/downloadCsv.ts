import { exportTotalHeader } from '../../../../contract/export';
import type { HttpClient } from '../../../authProvider/httpClient';
import type { ExportRequest } from './exportRequest';

export interface ExportProgress {
  rows: number;
  total: number;
}

const LINE_FEED = 10;

/**
 * Runs an export and reads its stream, reporting rows read against the total the server announced
 * (rows are counted by line ends, so a cell with a line break counts twice: the count is capped at
 * the total). Answers the file; cancelled through `signal`.
 */
export async function downloadCsv(client: HttpClient, request: ExportRequest, onProgress: (progress: ExportProgress) => void, signal: AbortSignal): Promise<Blob> {
  if (!client.raw) throw new Error('This HTTP client cannot stream');
  const response = await client.raw('/admin/export', { method: 'POST', body: request, signal, headers: { accept: 'text/csv' } });
  const total = Number(response.headers.get(exportTotalHeader)) || 0;
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  onProgress({ rows: 0, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      parts.push(chunk.value as Uint8Array<ArrayBuffer>);
      for (const byte of chunk.value) if (byte === LINE_FEED) lines += 1;
      // The first line is the header row.
      onProgress({ rows: Math.min(Math.max(lines - 1, 0), total), total });
    }
  }
  onProgress({ rows: total, total });
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** Saves a file through the browser's download (an object URL on a link with `download`). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

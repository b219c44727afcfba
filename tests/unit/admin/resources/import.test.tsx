import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportJob, ImportPreview } from '../../../../contract/import';
import { ImportScreen } from '../../../../src/resources/shared/import/ImportScreen';
import { renderAdmin } from './renderAdmin';

const job = (changes: Partial<ImportJob> = {}): ImportJob => ({
  id: 12,
  resource: 'languages',
  fileName: 'languages.csv',
  actorName: 'Eddie Editor',
  status: 'running',
  startedAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
  failure: null,
  failureReason: null,
  revertedAt: null,
  revertedByName: null,
  rows: 40,
  create: 38,
  update: 0,
  unchanged: 0,
  refused: 2,
  refusals: [],
  ...changes,
});

const preview = (columns: Array<string | null>): ImportPreview => ({
  fileName: 'languages.csv',
  headers: ['Name', 'Sprache'],
  columns,
  fields: ['name', 'code', 'sortOrder'],
  key: 'name',
  previewedAt: '2026-11-29T10:00:00.000Z',
  rows: 1,
  create: 0,
  update: 0,
  unchanged: 0,
  refused: 1,
  refusals: [{ line: 2, field: 'sortOrder', message: 'Use a number, such as 12 or 12.5', reason: 'IMPORT_NOT_A_NUMBER', params: { resource: 'languages', field: 'sortOrder' } }],
});

/** The import calls of the languages, answered by `answers` per action. */
function provider(answers: Record<string, (params: { id?: number; data?: FormData }) => unknown>) {
  return {
    call: vi.fn(async (_resource: string, action: string, params: { id?: number; data?: FormData } = {}) => ({ data: await answers[action]!(params) })),
  };
}

const renderImport = (dataProvider: ReturnType<typeof provider>, locale: 'en' | 'de' = 'en') =>
  renderAdmin(<ImportScreen />, { dataProvider, resource: 'languages', path: '/languages/import', locale });

describe('the import screen', () => {
  it('follows an import that runs on the server (as after a reload), and cancels it', async () => {
    let stopped = false;
    const dataProvider = provider({
      importJobs: () => ({ items: [stopped ? job({ status: 'cancelled', finishedAt: '2026-11-29T10:01:00.000Z' }) : job()] }),
      importCancel: () => ((stopped = true), job({ status: 'cancelling' })),
    });
    renderImport(dataProvider);
    expect(await screen.findByRole('status')).toHaveTextContent('Importing languages.csv: 40 rows read so far');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the import' }));
    expect(dataProvider.call).toHaveBeenCalledWith('languages', 'importCancel', { id: 12 });
    expect(await screen.findByRole('heading', { name: 'Import of languages.csv: Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('40 rows · 38 added · 0 updated · 0 unchanged · 2 refused')).toBeInTheDocument();
  });

  it("says why an import stopped in the chosen language, the server's English only where it gave no reason", async () => {
    const failed = (changes: Partial<ImportJob>) => job({ status: 'failed', finishedAt: '2026-11-29T10:01:00.000Z', failure: 'The import stopped on an unexpected error', ...changes });
    let answer = failed({ failureReason: { reason: 'IMPORT_STOPPED', params: {} } });
    const dataProvider = provider({ importJobs: () => ({ items: [answer] }) });
    const { unmount } = renderImport(dataProvider, 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Import wurde durch einen unerwarteten Fehler abgebrochen.');
    unmount();
    answer = failed({ failureReason: null, failure: 'Something the server said' });
    renderImport(dataProvider, 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something the server said');
  });

  it('previews a file, says each refusal in the chosen language, and previews again with the columns chosen', async () => {
    const sent: FormData[] = [];
    const dataProvider = provider({
      importJobs: () => ({ items: [] }),
      importPreview: ({ data }) => (sent.push(data!), preview(sent.length === 1 ? ['name', null] : ['name', 'code'])),
    });
    const { container } = renderImport(dataProvider, 'de');
    expect(await screen.findByText('Es wurde noch keine Datei importiert.')).toBeInTheDocument();
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['Name,Sprache\nIdo,x\n'], 'languages.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('heading', { name: 'languages.csv' })).toHaveFocus();
    expect(screen.getByRole('row', { name: /Reihenfolge: Geben Sie eine Zahl an/ })).toHaveTextContent('2');
    expect(screen.getByText('Keine Zeile dieser Datei würde etwas ändern.')).toBeInTheDocument();
    expect(sent[0]!.has('columns')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'Spalte „Sprache“' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ISO-Code' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(String(sent[1]!.get('columns')))).toEqual(['name', 'code']);
    expect((sent[1]!.get('file') as File).name).toBe('languages.csv');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Spalte „Sprache“' })).toHaveTextContent('ISO-Code'));
  });
});

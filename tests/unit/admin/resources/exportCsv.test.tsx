import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionList } from '../../../../src/resources/transactions/TransactionList';
import { booking, fakeDataProvider, renderScreen } from './people/peopleKit';


const encoder = new TextEncoder();

/** The server's streamed answer: the first half now, the rest when `finish` is called. */
function streamedCsv(first: string, rest: string, total: number) {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      finish = () => {
        controller.enqueue(encoder.encode(rest));
        controller.close();
      };
    },
  });
  const response = new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-count': String(total) } });
  return { response, finish: () => finish() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CSV export button', () => {
  it('asks the server for the whole list as filtered, shows progress, then saves the file it streamed', async () => {
    const header = '\uFEFFBooking,Student\r\n';
    const stream = streamedCsv(`${header}1,Ann\r\n2,Bob\r\n`, '3,Cid\r\n4,Dee\r\n', 4);
    const fetchMock = vi.fn(async () => stream.response);
    vi.stubGlobal('fetch', fetchMock);
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:export'), revokeObjectURL: () => {} }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 20_000 }) });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions?filter=%7B%22paymentStatus%22%3A%22paid%22%7D', dataProvider });

    await userEvent.click(await screen.findByRole('button', { name: /export/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Exporting… 50% (2 of 4 rows)'));
    expect(within(dialog).getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '50');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/export');
    const sent = JSON.parse(init.body as string);
    expect(sent).toMatchObject({
      list: '/admin/transactions',
      query: { paymentStatus: 'paid', sort: 'lessonAt', dir: 'desc' },
    });
    expect(sent.query).not.toHaveProperty('page');
    expect(sent.columns[0]).toEqual({ field: 'bookingId', header: 'Booking' });
    expect(sent.columns.at(-1)).toMatchObject({ field: 'paymentStatus', values: { paid: 'Paid', refunded: 'Refunded' } });

    stream.finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(1);
    expect(downloads).toEqual([`transactions-${new Date().toISOString().slice(0, 10)}.csv`]);
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${header}1,Ann\r\n2,Bob\r\n3,Cid\r\n4,Dee\r\n`);
  });

  it('shows the server\'s refusal, translated, and sends nothing to save', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'query.paymentStatus: Invalid option', code: 'VALIDATION_FAILED' }), { status: 400, headers: { 'content-type': 'application/json' } })));
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 1 }) });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /export/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: query.paymentStatus: Invalid option');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in the admin\'s words that too many exports are running (429), not that the export failed', async () => {
    const busy = { message: 'Too many exports are running. Try again in 10 seconds.', code: 'RATE_LIMITED', reason: 'EXPORT_BUSY', params: { seconds: 10 } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(busy), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '10' } })));
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 1 }) });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: /export/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many exports are running. Try again in 10 seconds, once one has finished.');
    expect(alert).not.toHaveTextContent('failed');
  });
});

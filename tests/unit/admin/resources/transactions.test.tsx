import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSiteCurrency } from '../../../../src/format/currency';
import { TransactionList } from '../../../../src/resources/transactions/TransactionList';
import { TransactionShow } from '../../../../src/resources/transactions/TransactionShow';
import { booking, fakeDataProvider, renderScreen } from './people/peopleKit';


describe('transactions list', () => {
  it('shows each booking with money in dollars and opens the detail at transactions/{bookingId}', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 1 }) });
    const { router } = renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    const row = (await screen.findByText('Stella Student')).closest('tr')!;
    expect(within(row).getByText('Theo Tutor')).toBeInTheDocument();
    expect(within(row).getByText('$123.45')).toBeInTheDocument();
    expect(within(row).getByText('$18.52')).toBeInTheDocument();
    expect(within(row).getByText('$104.93')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('Algebra'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/42'));
  });

  it("shows a booking in its own currency whatever the site's, and one without a currency in the site's", async () => {
    setSiteCurrency('EUR');
    try {
      const gbp = { ...booking, currency: 'GBP' };
      const unknown = { ...booking, id: 43, bookingId: 43, studentName: 'Sol Student', currency: undefined };
      const dataProvider = fakeDataProvider({ getList: async () => ({ data: [gbp, unknown], total: 2 }) });
      renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
      const own = (await screen.findByText('Stella Student')).closest('tr')!;
      expect(within(own).getByText('£123.45')).toBeInTheDocument();
      const site = screen.getByText('Sol Student').closest('tr')!;
      expect(within(site).getByText('€123.45')).toBeInTheDocument();
    } finally {
      setSiteCurrency('USD');
    }
  });

  it('searches with q, sorted by lesson time, and offers export and a column chooser', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 1 }) });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    await screen.findByText('Stella Student');
    // The toolbar loads alongside the rows and may be drawn after them.
    expect(await screen.findByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /columns/i })).toBeInTheDocument();
    const getList = dataProvider.getList as unknown as { mock: { calls: Array<[string, { sort: unknown; filter: unknown }]> } };
    expect(getList.mock.calls[0]![1].sort).toEqual({ field: 'lessonAt', order: 'DESC' });
    await userEvent.type(screen.getByPlaceholderText('Search'), 'algebra');
    await waitFor(() => expect(getList.mock.calls.some(([, params]) => (params.filter as { q?: string }).q === 'algebra')).toBe(true));
  });

  it('says "of more than" when more bookings match than the server counts', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 1000, meta: { capped: true } }) });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    expect(await screen.findByText('1–25 of more than 1,000')).toBeInTheDocument();
  });

  it('pages on past the first 1,000 matches as the server counts further', async () => {
    // The server counts further as the user pages on (server/services/listPage.ts, matchWindow).
    const getList = vi.fn(async (_resource: string, params: { pagination: { page: number } }) => ({
      data: [booking],
      total: params.pagination.page >= 400 ? 10_000 : 2_000,
      meta: { capped: true },
    }));
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions?page=40', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('976–1,000 of more than 2,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('1,001–1,025 of more than 2,000')).toBeInTheDocument();
    expect(screen.queryByText(/Narrow the search/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 80' }));
    expect(await screen.findByText('1,976–2,000 of more than 2,000')).toBeInTheDocument();
  });

  it('says how to narrow a search at the deepest page it can open', async () => {
    const getList = vi.fn(async () => ({ data: [booking], total: 10_000, meta: { capped: true } }));
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions?page=400', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('9,976–10,000 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByText('More than 10,000 rows match, and only the first 10,000 can be paged to. Narrow the search or add a filter to see the others.')).toBeInTheDocument();
  });

  it('says the exact total when the server counted every match, grouped as the language writes it', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [booking], total: 20000 }) });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    expect(await screen.findByText(/^1-25 of 20,000$/)).toBeInTheDocument();
    // Material UI names its page buttons' landmark in English; the admin names it in its language.
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('offers only the pages a list too long to page through can open, and says how to reach the others', async () => {
    const getList = vi.fn(async () => ({ data: [booking], total: 1_000_000, meta: { reach: 10_000 } }));
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions?page=400', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByRole('button', { name: 'Go to page 40000' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to page 399' })).toBeEnabled();
    // Page 401 starts past the first 10,000 rows and ends long before the last 10,000.
    expect(screen.getByRole('button', { name: 'Go to page 401' })).toBeDisabled();
    expect(screen.getByText(/only the first and the last 10,000 rows can be paged to/)).toBeInTheDocument();
  });

  it('offers every page of a list that answers no reach', async () => {
    const getList = vi.fn(async () => ({ data: [booking], total: 1_000_000 }));
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions?page=400', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByRole('button', { name: 'Go to page 401' })).toBeEnabled();
    expect(screen.queryByText(/can be paged to/)).toBeNull();
  });

  it('shows a clear error with a retry when the list fails', async () => {
    let fail = true;
    const dataProvider = fakeDataProvider({
      getList: async () => {
        if (fail) throw new Error('Database unavailable');
        return { data: [booking], total: 1 };
      },
    });
    renderScreen(<TransactionList />, { path: '/transactions', url: '/transactions', dataProvider });
    expect(await screen.findByText(/The list could not be loaded: Database unavailable/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Stella Student')).toBeInTheDocument();
  });
});

describe('transaction detail', () => {
  it('shows the booking, links to the tutor and the student, and the history', async () => {
    const detail = {
      ...booking,
      student: { id: 7, displayName: 'Stella Student', email: 's@example.com', deleted: false },
      tutor: { id: 9, displayName: 'Theo Tutor', email: 't@example.com', deleted: true },
    };
    const dataProvider = fakeDataProvider({ getOne: async () => ({ data: detail }) });
    renderScreen(<TransactionShow />, { path: '/transactions/:id', url: '/transactions/42', dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking #42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stella Student' })).toHaveAttribute('href', '/users/7');
    // A deleted tutor keeps their name, marked, without a link to a screen that no longer exists.
    expect(screen.getByText(/Theo Tutor \(deleted account\)/)).toBeInTheDocument();
    expect(screen.getByText('$123.45')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('audit', expect.objectContaining({ filter: { resource: 'transactions', recordId: '42' } }));
  });
});

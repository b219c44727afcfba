import { setSiteDateFormat } from '../../../../src/format/date';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../../src/pages/dashboard/DashboardPage';
import { formatCompactMoney } from '../../../../contract/numberFormats';
import { monthLabel, weekLabel } from '../../../../src/pages/dashboard/DashboardCharts';
import { fakeDataProvider, renderScreen } from './people/peopleKit';

// recharts needs a real layout engine; the charts' data tables are what this test reads.
vi.mock('recharts', async () => {
  const { createElement } = await import('react');
  const passthrough = ({ children }: { children?: unknown }) => createElement('div', null, children as never);
  const nothing = () => null;
  return {
    ResponsiveContainer: passthrough, BarChart: passthrough, LineChart: passthrough,
    Bar: nothing, Line: nothing, CartesianGrid: nothing, XAxis: nothing, YAxis: nothing, Tooltip: nothing, Legend: nothing,
  };
});

const dashboard = {
  totals: { tutors: 200, students: 2345, bookings: 20000, revenueCents: 123456789, platformFeeCents: 55000, openReports: 12, tutorsAwaitingApproval: 7 },
  bookingsByMonth: [
    { month: '2025-02', bookings: 1500, revenueCents: 4500000 },
    { month: '2025-03', bookings: 0, revenueCents: 0 },
  ],
  signupsByWeek: [
    { weekStart: '2025-02-24', students: 52, tutors: 4 },
    { weekStart: '2025-03-03', students: 40, tutors: 3 },
  ],
  newestOpenReports: [{ id: 11, reportTitle: 'No-show', reporterName: 'Stella', reportedName: 'Theo', createdAt: '2025-03-05T09:00:00Z' }],
  oldestPendingTutors: [{ id: 9, displayName: 'Theo Tutor', createdAt: '2025-01-02T10:00:00Z' }],
};

describe('dashboard', () => {
  it('formats totals (thousands, cents to dollars) and links what needs attention', async () => {
    const dataProvider = fakeDataProvider({ call: async () => ({ data: dashboard }) });
    renderScreen(<DashboardPage />, { path: '/dashboard', url: '/dashboard', dataProvider });
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('2.3k')).toBeInTheDocument();
    expect(within(totals).getByText('20.0k')).toBeInTheDocument();
    expect(within(totals).getByText('$1234.6k')).toBeInTheDocument();
    expect(within(totals).getByText('$550.00')).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledTimes(1);
    expect(dataProvider.call).toHaveBeenCalledWith('dashboard', 'get', expect.anything());
    expect(screen.getByRole('link', { name: 'No-show' })).toHaveAttribute('href', '/reports/11');
    expect(screen.getByRole('link', { name: 'Theo Tutor' })).toHaveAttribute('href', '/tutors/9');
    expect(screen.getByRole('link', { name: /Open reports/ })).toHaveAttribute('href', `/reports?filter=${encodeURIComponent('{"status":"open"}')}`);
    // Each chart has its numbers as a table for screen readers.
    const bookingsTable = await screen.findByRole('table', { name: 'Bookings per month' });
    expect(within(bookingsTable).getByText('02/2025')).toBeInTheDocument();
    expect(within(bookingsTable).getByText('1500')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Revenue per month' })).toHaveTextContent('$45,000.00');
    // The current week, the last, is not over: it says so.
    const signups = screen.getByRole('table', { name: 'Sign-ups per week' });
    expect(within(signups).getByRole('cell', { name: '24/02' })).toBeInTheDocument();
    expect(within(signups).getByRole('cell', { name: '03/03 (so far)' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the dashboard cannot load', async () => {
    const dataProvider = fakeDataProvider({ call: async () => Promise.reject(new Error('Database unavailable')) });
    renderScreen(<DashboardPage />, { path: '/dashboard', url: '/dashboard', dataProvider });
    expect(await screen.findByText(/The dashboard could not be loaded. Database unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says it failed within seconds: one quick retry for a passing failure, none for a refusal', async () => {
    const busy = Object.assign(new Error('Service unavailable'), { status: 503 });
    const call = vi.fn(async () => Promise.reject(busy));
    renderScreen(<DashboardPage />, { path: '/dashboard', url: '/dashboard', dataProvider: fakeDataProvider({ call }) });
    expect(await screen.findByText(/The dashboard could not be loaded/, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("labels months and weeks in the site's date format (DD/MM/YYYY by default)", () => {
    expect(monthLabel('2025-03')).toBe('03/2025');
    expect(weekLabel('2025-03-10')).toBe('10/03');
    try {
      setSiteDateFormat('YYYY-MM-DD');
      expect(monthLabel('2025-03')).toBe('2025-03');
      expect(weekLabel('2025-03-10')).toBe('03-10');
      setSiteDateFormat('MM/DD/YYYY');
      expect(monthLabel('2025-03')).toBe('03/2025');
      expect(weekLabel('2025-03-10')).toBe('03/10');
    } finally {
      setSiteDateFormat('DD/MM/YYYY');
    }
    expect(formatCompactMoney(99_900)).toBe('$999.00');
    expect(formatCompactMoney(99_999)).toBe('$1.0k');
    expect(formatCompactMoney(123_456)).toBe('$1.2k');
  });
});

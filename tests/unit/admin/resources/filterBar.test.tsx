import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setSiteCurrency } from '../../../../src/format/currency';
import { setSiteDateFormat } from '../../../../src/format/date';
import { TutorList } from '../../../../src/resources/tutors/TutorList';
import { fakeDataProvider, renderScreen } from './people/peopleKit';

const tutor = {
  id: 9,
  email: 'theo@example.com',
  displayName: 'Theo Tutor',
  status: 'active',
  approvalStatus: 'approved',
  hourlyRateCents: 3550,
  subjects: ['Algebra'],
  country: 'DE',
  createdAt: '2025-01-02T10:00:00.000Z',
};

/** The tutors list at `url`, its data provider, and the filters it asked the tutors with, in order. */
function renderTutors(url = '/tutors') {
  const filters: Record<string, unknown>[] = [];
  const dataProvider = fakeDataProvider({
    getList: async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource !== 'tutors') return { data: [], total: 0 };
      filters.push(params.filter);
      return { data: [tutor], total: 1 };
    },
  });
  const { router } = renderScreen(<TutorList />, { path: '/tutors', url, dataProvider });
  const urlFilter = () => JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}') as Record<string, unknown>;
  return { filters, urlFilter };
}

const withFilter = (filter: Record<string, unknown>) => `/tutors?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('the list filter bar', () => {
  afterEach(() => {
    setSiteDateFormat('DD/MM/YYYY');
    setSiteCurrency('USD');
  });

  it('searches once typing pauses, not at every key', async () => {
    const { filters, urlFilter } = renderTutors();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'theo');
    await waitFor(() => expect(urlFilter()).toEqual({ q: 'theo' }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ q: 'theo' }));
    expect(filters.some((filter) => filter.q === 't' || filter.q === 'th' || filter.q === 'the')).toBe(false);
  });

  it('applies a pick at once, and its empty option clears it', async () => {
    const { urlFilter } = renderTutors();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Approval' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(urlFilter()).toEqual({ approvalStatus: 'rejected' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Approval' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(urlFilter()).toEqual({}));
  });

  it('shows the filters of the URL in their inputs, an amount in dollars, and removes an added one with its value', async () => {
    const { urlFilter } = renderTutors(withFilter({ approvalStatus: 'rejected', minHourlyRate: 1250 }));
    expect(await screen.findByRole('combobox', { name: 'Approval' })).toHaveTextContent('Rejected');
    const minHourlyRate = await screen.findByRole('spinbutton', { name: 'Minimum rate ($)' });
    expect(minHourlyRate).toHaveValue(12.5);
    const field = minHourlyRate.closest('[data-source="minHourlyRate"]') as HTMLElement;
    await userEvent.click(within(field).getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => expect(urlFilter()).toEqual({ approvalStatus: 'rejected' }));
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Minimum rate ($)' })).not.toBeInTheDocument());
  });

  it('adds a filter from the menu and stores what is typed as the API reads it (dollars as cents, a day)', async () => {
    const { urlFilter } = renderTutors();
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Maximum rate ($)' }));
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Maximum rate ($)' }), '40.5');
    await waitFor(() => expect(urlFilter()).toEqual({ maxHourlyRate: 4050 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Joined from' }));
    fireEvent.change(await screen.findByLabelText('Joined from'), { target: { value: '02/01/2025' } });
    await waitFor(() => expect(urlFilter()).toEqual({ maxHourlyRate: 4050, createdFrom: '2025-01-02' }));
  });

  it("shows and takes a day in the site's date format, and refuses one not written that way", async () => {
    setSiteDateFormat('MM/DD/YYYY');
    const { filters, urlFilter } = renderTutors(withFilter({ createdFrom: '2025-01-02' }));
    const from = await screen.findByRole('textbox', { name: 'Joined from' });
    expect(from).toHaveValue('01/02/2025');
    expect(from).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    fireEvent.change(from, { target: { value: '31/12/2025' } });
    expect(await screen.findByText('Enter a real day as MM/DD/YYYY, for example 11/24/2026')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(urlFilter()).toEqual({ createdFrom: '2025-01-02' });
    expect(filters.some((filter) => filter.createdFrom !== '2025-01-02')).toBe(false);
    fireEvent.change(from, { target: { value: '12/31/2025' } });
    await waitFor(() => expect(urlFilter()).toEqual({ createdFrom: '2025-12-31' }));
  });

  it("names the rate filters and shows the rates in the site's currency", async () => {
    setSiteCurrency('EUR');
    renderTutors(withFilter({ minHourlyRate: 1250 }));
    expect(await screen.findByRole('spinbutton', { name: 'Minimum rate (€)' })).toHaveValue(12.5);
    expect(await screen.findByText('€35.50')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('says on the field why a rate is refused (below zero, or a maximum under the minimum) and keeps the list as it was', async () => {
    const { filters, urlFilter } = renderTutors(withFilter({ minHourlyRate: 2000, maxHourlyRate: 5000 }));
    const maxHourlyRate = await screen.findByRole('spinbutton', { name: 'Maximum rate ($)' });
    fireEvent.change(maxHourlyRate, { target: { value: '10' } });
    expect(await screen.findByText('Must be at least 20')).toBeInTheDocument();
    const minHourlyRate = screen.getByRole('spinbutton', { name: 'Minimum rate ($)' });
    fireEvent.change(minHourlyRate, { target: { value: '-5' } });
    expect(await screen.findByText('Must be at least 0')).toBeInTheDocument();
    expect(minHourlyRate).toHaveAttribute('aria-invalid', 'true');
    // Past the typing pause, nothing refused has reached the list.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(urlFilter()).toEqual({ minHourlyRate: 2000, maxHourlyRate: 5000 });
    expect(filters.some((filter) => Number(filter.minHourlyRate) < 0 || Number(filter.maxHourlyRate) < 2000)).toBe(false);
  });

  it('empties its inputs when the menu removes all filters', async () => {
    const { urlFilter } = renderTutors(withFilter({ q: 'theo', approvalStatus: 'approved' }));
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('theo');
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove all filters' }));
    await waitFor(() => expect(urlFilter()).toEqual({}));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Approval' })).not.toHaveTextContent('Approved');
  });
});

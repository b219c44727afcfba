import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, ResourceContextProvider, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/dataProvider';
import { setSiteCurrency } from '../../../../src/format/currency';
import { i18nProvider } from '../../../../src/i18n';
import { apiErrorText } from '../../../../src/i18n/apiErrorText';
import { describeChange } from '../../../../src/resources/audit/auditDiff';
import { declareResource } from '../../../../contract/declaration';
import { DeclaredList } from '../../../../src/resources/kit/DeclaredList';
import { DeclaredValue } from '../../../../src/resources/kit/DeclaredValue';
import { stubMediaQueries } from '../mediaQueries';
import { clientWith, jsonResponse } from '../providerTestKit';

/** A payout as a resource declares it: an amount in the payout's own currency, and the day it was paid. */
const payouts = vi.hoisted(() => ({
  name: 'payouts',
  labelField: 'label',
  fields: {
    label: { kind: 'text', required: true, max: 80 },
    amountCents: { kind: 'money', sort: true, currencyField: 'paidIn' },
    // Not named `currency`, which a money field would read without being told.
    paidIn: { kind: 'choice', values: ['GBP', 'EUR', 'USD'] },
    paidAt: { kind: 'date', sort: true, filter: true },
  },
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  list: { card: { secondary: 'amountCents' } },
}));
vi.mock('../../../../src/resources/declared', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/resources/declared')>();
  const declarations = [...real.declarations, payouts as never];
  return { ...real, declarations, declarationOf: (name: string | undefined) => declarations.find((declaration) => declaration.name === name) };
});
// The declaration above, type-checked as a resource writes it.
declareResource(payouts as Parameters<typeof declareResource>[0]);

const gbp = { id: 1, label: 'June payout', amountCents: 12345, paidIn: 'GBP', paidAt: '2026-06-30', createdAt: '2026-06-30T00:00:00.000Z', updatedAt: '2026-06-30T00:00:00.000Z' };
const plain = { ...gbp, id: 2, label: 'Old payout', amountCents: 5000, paidIn: null };

function renderPayouts(url = '/payouts', locale = 'en') {
  const { client, sent } = clientWith(() => jsonResponse({ data: { items: [gbp, plain], total: 2 } }));
  const store = memoryStore({ locale });
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={createDataProvider(client)} i18nProvider={i18nProvider} store={store} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceContextProvider value="payouts">
          <Routes>
            <Route path="/payouts" element={<DeclaredList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return sent;
}

describe('a declared amount in its record\'s currency, and a declared date range filter', () => {
  afterEach(() => {
    setSiteCurrency('USD');
    vi.unstubAllGlobals();
  });

  it('writes each amount of the list in its record\'s currency, and one without a currency in the site\'s', async () => {
    setSiteCurrency('EUR');
    renderPayouts();
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(within(table).getByText('£123.45')).toBeInTheDocument();
    expect(within(table).getByText('€50.00')).toBeInTheDocument();
  });

  it('writes the amount on a phone card in its currency', async () => {
    stubMediaQueries((query) => !query.includes('min-width'));
    renderPayouts();
    expect(await screen.findByText('£123.45', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('12345')).not.toBeInTheDocument();
  });

  it('writes the amount on the detail screen in the reader\'s number format', async () => {
    await i18nProvider.changeLocale('de');
    try {
      render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'de' })}>
          <RecordContextProvider value={gbp}>
            <DeclaredValue resource="payouts" source="amountCents" field={payouts.fields.amountCents as never} />
          </RecordContextProvider>
        </AdminContext>,
      );
      expect((await screen.findByText(/123,45/)).textContent).toBe('123,45\u00a0£');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it("writes a whole number and a decimal in the reader's number format, not the browser's", async () => {
    await i18nProvider.changeLocale('de');
    try {
      const record = { id: 3, lessons: 1234, hours: 1234.5 };
      render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'de' })}>
          <RecordContextProvider value={record}>
            <p data-testid="lessons">
              <DeclaredValue resource="payouts" source="lessons" field={{ kind: 'integer' }} />
            </p>
            <p data-testid="hours">
              <DeclaredValue resource="payouts" source="hours" field={{ kind: 'decimal', scale: 2 }} />
            </p>
          </RecordContextProvider>
        </AdminContext>,
      );
      await waitFor(() => expect(screen.getByTestId('lessons')).toHaveTextContent('1.234'));
      expect(screen.getByTestId('hours')).toHaveTextContent('1.234,50');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('writes an amount in the history in the currency each snapshot holds', () => {
    const change = { field: 'amountCents', before: 5000, after: 12345 };
    const records = { before: { ...gbp, amountCents: 5000, paidIn: 'EUR' }, after: gbp };
    const format = { translate: (key: string) => key, locale: 'en', records };
    expect(describeChange(change, { kind: 'money', currencyField: 'paidIn' }, format)).toEqual({ before: '€50.00', after: '£123.45' });
    expect(describeChange(change, { kind: 'money' }, format)).toEqual({ before: '$50.00', after: '$123.45' });
  });

  it('filters by a range of days: two day filters that send paidFrom and paidTo as the API reads them', async () => {
    const sent = renderPayouts();
    await screen.findByRole('table', {}, { timeout: 8000 });
    // Each filter is typed, then the list is seen to ask again (once the typing pauses: react-admin's debounce)
    // before the next is added, as a person sees the list change before adding another filter.
    const filters = [
      ['Paid at from', '01/06/2026', /[?&]paidFrom=2026-06-01$/],
      ['Paid at until', '30/06/2026', /[?&]paidFrom=2026-06-01&paidTo=2026-06-30$/],
    ] as const;
    for (const [label, typed, asked] of filters) {
      await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 5000 }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: label }, { timeout: 5000 }));
      await userEvent.type(await screen.findByRole('textbox', { name: label }, { timeout: 5000 }), typed);
      await waitFor(() => expect(sent.at(-1)?.url).toMatch(asked), { timeout: 5000 });
    }
  });

  it('says a reversed range in the reader\'s language, naming the field', async () => {
    const refused = { body: { message: 'paidFrom is after paidTo', reason: 'RANGE_REVERSED', params: { resource: 'announcements', field: 'startsAt' } } };
    const starts = i18nProvider.translate('resources.announcements.fields.startsAt');
    expect(apiErrorText(refused, i18nProvider.translate)).toBe(`${starts}: the first day of the range is after its last day. Swap them.`);
    await i18nProvider.changeLocale('fr');
    try {
      expect(apiErrorText(refused, i18nProvider.translate)).toBe(`${i18nProvider.translate('resources.announcements.fields.startsAt')} : le premier jour de la période est après le dernier. Inversez-les.`);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

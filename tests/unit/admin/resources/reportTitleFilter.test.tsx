import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportList } from '../../../../src/resources/reports/ReportList';
import { renderOverHttp } from './renderOverHttp';
import { reportRow } from './reportRow';
import { jsonResponse, type SentRequest } from '../providerTestKit';

const report = reportRow;

/** 600 report titles: the one typed for, "Zz harassment", is the 600th, past any first page of 500. */
const titles = Array.from({ length: 600 }, (_, index) => ({ id: index + 1, title: index === 599 ? 'Zz harassment' : `Title ${String(index + 1).padStart(3, '0')}` }));

/** Answers like the API: the reports list, the report titles searched by `search` (a page at a time), everything else empty. */
function api(request: SentRequest): Response {
  const url = new URL(request.url, 'http://admin.test');
  const page = (items: unknown[], total = items.length) => jsonResponse({ data: { items, total } });
  if (url.pathname === '/api/v1/admin/report-management') return page([report]);
  if (url.pathname === '/api/v1/admin/reportTitles') {
    const ids = url.searchParams.get('ids');
    if (ids) return page(titles.filter((title) => ids.split(',').map(Number).includes(title.id)));
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const found = titles.filter((title) => title.title.toLowerCase().includes(search));
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return page(found.slice(offset, offset + limit), found.length);
  }
  return page([]);
}

const callsTo = (sent: SentRequest[], pathname: string) => sent.map((request) => new URL(request.url, 'http://admin.test')).filter((url) => url.pathname === pathname);

describe('reports list reason filter (/reports)', () => {
  // The filter bar and the autocomplete load after the first rows; loaded once here, the test waits for what the user waits for.
  beforeAll(async () => {
    await Promise.all([import('../../../../src/resources/reports/ReportListTools'), import('../../../../src/resources/shared/people/filters/ReferenceAutocompleteFilter')]);
  }, 60_000);

  it('searches the report titles by what is typed, so a title past the first 500 can be picked, and filters the list by it', async () => {
    const sent = renderOverHttp(
      <Routes>
        <Route path="/reports/*" element={<ReportList />} />
      </Routes>,
      '/reports',
      api,
    );
    expect(await screen.findByText('Stella Student', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Reason' }));
    const input = await screen.findByRole('combobox', { name: 'Reason' }, { timeout: 10_000 });
    await userEvent.type(input, 'harass');
    await waitFor(() => expect(callsTo(sent, '/api/v1/admin/reportTitles').some((url) => url.searchParams.get('search') === 'harass')).toBe(true), { timeout: 10_000 });
    // Never the whole list at once: each request for titles asks for a page, not 500 of them.
    expect(callsTo(sent, '/api/v1/admin/reportTitles').every((url) => Number(url.searchParams.get('limit')) < 500)).toBe(true);
    await userEvent.click(await screen.findByRole('option', { name: 'Zz harassment' }, { timeout: 10_000 }));
    await waitFor(() => expect(callsTo(sent, '/api/v1/admin/report-management').at(-1)!.searchParams.get('reportTitleId')).toBe('600'), { timeout: 10_000 });
  }, 60_000);
});

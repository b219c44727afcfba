import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportList } from '../../../../src/resources/reports/ReportList';
import { TutorList } from '../../../../src/resources/tutors/TutorList';
import { renderOverHttp } from './renderOverHttp';
import { reportRow } from './reportRow';
import { jsonResponse, type SentRequest } from '../providerTestKit';

/** A list whose filter names a record of a catalogue of 600, the one typed for being the 600th, past any first page of 500. */
interface FilterCase {
  list: string;
  List: ComponentType;
  listCall: string;
  row: Record<string, unknown>;
  rowText: string;
  filter: string;
  source: string;
  catalogueCall: string;
  labelField: string;
  typed: string;
  picked: string;
}

const cases: FilterCase[] = [
  {
    list: 'reports',
    List: ReportList,
    listCall: '/api/v1/admin/report-management',
    row: reportRow,
    rowText: 'Stella Student',
    filter: 'Reason',
    source: 'reportTitleId',
    catalogueCall: '/api/v1/admin/reportTitles',
    labelField: 'title',
    typed: 'harass',
    picked: 'Zz harassment',
  },
  {
    list: 'tutors',
    List: TutorList,
    listCall: '/api/v1/admin/tutor',
    row: { id: 9, uid: 'u-9', email: 'theo@example.com', displayName: 'Theo Tutor', photoURL: null, status: 'active', approvalStatus: 'approved', hourlyRateCents: 3550, country: 'DE', headline: '', subjects: [], createdAt: '2025-01-02T10:00:00.000Z', updatedAt: '2025-01-02T10:00:00.000Z' },
    rowText: 'Theo Tutor',
    filter: 'Language',
    source: 'languageId',
    catalogueCall: '/api/v1/tutor/getLanguages',
    labelField: 'name',
    typed: 'yoru',
    picked: 'Zz Yoruba',
  },
];

/** Answers like the API: the list, its catalogue searched by `search` a page at a time, everything else empty. */
const api =
  ({ listCall, row, catalogueCall, labelField, picked }: FilterCase) =>
  (request: SentRequest): Response => {
    const records = Array.from({ length: 600 }, (_, index) => ({ id: index + 1, [labelField]: index === 599 ? picked : `Record ${String(index + 1).padStart(3, '0')}` }));
    const url = new URL(request.url, 'http://admin.test');
    const page = (items: unknown[], total = items.length) => jsonResponse({ data: { items, total } });
    if (url.pathname === listCall) return page([row]);
    if (url.pathname === catalogueCall) {
      const ids = url.searchParams.get('ids');
      if (ids) return page(records.filter((record) => ids.split(',').map(Number).includes(record.id)));
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found = records.filter((record) => String(record[labelField]).toLowerCase().includes(search));
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return page(found.slice(offset, offset + limit), found.length);
    }
    return page([]);
  };

const callsTo = (sent: SentRequest[], pathname: string) => sent.map((request) => new URL(request.url, 'http://admin.test')).filter((url) => url.pathname === pathname);

describe('reference filters reach every record of a long catalogue', () => {
  // The filter bars and the autocomplete load after the first rows; loaded once here, the test waits for what the user waits for.
  beforeAll(async () => {
    await Promise.all([
      import('../../../../src/resources/reports/ReportListTools'),
      import('../../../../src/resources/tutors/TutorListTools'),
      import('../../../../src/resources/shared/people/filters/ReferenceAutocompleteFilter'),
    ]);
  }, 60_000);

  it.each(cases.map((each) => [each.list, each.filter, each] as const))('%s list, %s filter: searches by what is typed, so a record past the first 500 can be picked, and filters the list by it', async (_list, _filter, each) => {
    const { List, list, listCall, catalogueCall } = each;
    const sent = renderOverHttp(
      <Routes>
        <Route path={`/${list}/*`} element={<List />} />
      </Routes>,
      `/${list}`,
      api(each),
    );
    expect(await screen.findByText(each.rowText, {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: each.filter }));
    const input = await screen.findByRole('combobox', { name: each.filter }, { timeout: 10_000 });
    await userEvent.type(input, each.typed);
    await waitFor(() => expect(callsTo(sent, catalogueCall).some((url) => url.searchParams.get('search') === each.typed)).toBe(true), { timeout: 10_000 });
    // Never the whole catalogue at once: each request for it asks for a page, not 500 records.
    expect(callsTo(sent, catalogueCall).every((url) => Number(url.searchParams.get('limit')) < 500)).toBe(true);
    await userEvent.click(await screen.findByRole('option', { name: each.picked }, { timeout: 10_000 }));
    await waitFor(() => expect(callsTo(sent, listCall).at(-1)!.searchParams.get(each.source)).toBe('600'), { timeout: 10_000 });
  }, 60_000);
});

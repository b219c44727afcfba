import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import specimens from '../../../fixtures/resources/specimens/resource';
import { i18nProvider } from '../../../../src/i18n';
import { DeclaredCreate } from '../../../../src/resources/kit/DeclaredCreate';
import { DeclaredList } from '../../../../src/resources/kit/DeclaredList';
import type { ResourceDeclaration } from '../../../../contract/declaration';
import { declaredListTools } from '../../../../src/resources/kit/DeclaredListTools';
import { renderOverHttp } from './renderOverHttp';
import { jsonResponse, type SentRequest } from '../providerTestKit';

// The fixture declaring every field kind, among the admin's declared resources: its `tutor` refers to tutors.
vi.mock('../../../../src/resources/declared', async (original) => {
  const real = await original<typeof import('../../../../src/resources/declared')>();
  const { default: fixture } = await import('../../../fixtures/resources/specimens/resource');
  const declarations = [...real.declarations, fixture];
  return { declarations, declarationOf: (name: string | undefined) => declarations.find((declaration) => declaration.name === name) };
});

const tutorIds = Array.from({ length: 25 }, (_, index) => 101 + index);
const tutor = (id: number) => ({ id, displayName: id === 900 ? 'Zelda Far-Down' : `Tutor ${id}`, userType: 'tutor' });
const rows = tutorIds.map((tutorId, index) => ({ id: index + 1, label: `Specimen ${index + 1}`, tutor: tutorId, tier: 'bronze', featured: false, opensAt: '2026-01-01T09:00:00.000Z', createdAt: 'x', updatedAt: 'y' }));

/** Answers like the API: the specimens list, the tutors list narrowed by `ids` or searched by `search`, everything else empty. */
function api(request: SentRequest): Response {
  const url = new URL(request.url, 'http://admin.test');
  const page = (items: unknown[]) => jsonResponse({ data: { items, total: items.length } });
  if (url.pathname === '/api/v1/admin/specimens') return page(rows);
  if (url.pathname === '/api/v1/admin/tutor') {
    const ids = url.searchParams.get('ids');
    if (ids) return page(ids.split(',').map(Number).map(tutor));
    const search = url.searchParams.get('search');
    // The tutor past the first 500 is found only by typing.
    return page(search && 'zelda far-down'.startsWith(search.toLowerCase()) ? [tutor(900)] : tutorIds.map(tutor));
  }
  return page([]);
}

function renderAt(ui: React.ReactNode, path: string) {
  return renderOverHttp(
    // A tutor is named by its name, as the admin registers the resource (kit/module.ts).
    <ResourceDefinitionContextProvider definitions={{ tutors: { name: 'tutors', recordRepresentation: 'displayName' } }}>
      <ResourceContextProvider value="specimens">
        <Routes>
          <Route path="/specimens/*" element={ui} />
        </Routes>
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    path,
    api,
  );
}

const tutorCalls = (sent: SentRequest[]) => sent.map((request) => new URL(request.url, 'http://admin.test')).filter((url) => url.pathname === '/api/v1/admin/tutor');

describe('declared references', () => {
  // The list's filter bar and the autocomplete load after the first rows; loaded once here, a test waits for what the user waits for.
  beforeAll(async () => {
    await Promise.all([
      import('../../../../src/resources/shared/list/ListToolbar'),
      import('../../../../src/resources/kit/DeclaredListTools'),
      import('../../../../src/resources/shared/people/filters/ReferenceAutocompleteFilter'),
    ]);
  }, 60_000);

  it('a list of 25 rows referring to 25 tutors reads their names in one request', async () => {
    expect(specimens.fields.tutor.kind).toBe('reference');
    const sent = renderAt(<DeclaredList />, '/specimens');
    expect(await screen.findByText('Tutor 125', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Tutor 101')).toBeInTheDocument();
    const byIds = tutorCalls(sent).filter((url) => url.searchParams.has('ids'));
    expect(byIds).toHaveLength(1);
    expect(byIds[0]!.searchParams.get('ids')!.split(',').map(Number).sort((a, b) => a - b)).toEqual(tutorIds);
  }, 40_000);

  it("the list's tutor filter searches the tutors by the name typed, and filters by the one picked", async () => {
    const sent = renderAt(<DeclaredList />, '/specimens');
    const input = await screen.findByRole('combobox', { name: /tutor/i }, { timeout: 10_000 });
    await userEvent.type(input, 'Zel');
    await waitFor(() => expect(tutorCalls(sent).some((url) => url.searchParams.get('search') === 'Zel')).toBe(true), { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('option', { name: 'Zelda Far-Down' }, { timeout: 10_000 }));
    await waitFor(() => {
      const lists = sent.map((request) => new URL(request.url, 'http://admin.test')).filter((url) => url.pathname === '/api/v1/admin/specimens');
      expect(lists.at(-1)!.searchParams.get('tutor')).toBe('900');
    }, { timeout: 10_000 });
  }, 40_000);

  it("the form's tutor input searches the tutors by the name typed", async () => {
    const sent = renderAt(<DeclaredCreate />, '/specimens/add');
    const input = await screen.findByRole('combobox', { name: /tutor/i }, { timeout: 5000 });
    await userEvent.type(input, 'Zel');
    await waitFor(() => expect(tutorCalls(sent).some((url) => url.searchParams.get('search') === 'Zel')).toBe(true), { timeout: 10_000 });
    expect(await screen.findByRole('option', { name: 'Zelda Far-Down' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 40_000);

  it("the CSV export writes a reference as its record's label, with its id in a column of its own", () => {
    const columns = declaredListTools(specimens as unknown as ResourceDeclaration).exportColumns;
    const tutorColumns = columns.filter((column) => column.field === 'tutor' || column.field === 'tutorLabel');
    expect(tutorColumns).toEqual([
      { field: 'tutorLabel', label: 'resources.specimens.fields.tutor' },
      { field: 'tutor', label: 'app.export.idOf', of: 'resources.specimens.fields.tutor' },
    ]);
    expect(i18nProvider.translate('app.export.idOf', { field: 'Tutor' })).toBe('Tutor ID');
  });
});

describe('declared reference lists in the CSV export', () => {
  it("writes a listed reference list as its records' labels, with their ids in a column of their own", () => {
    const listingRelated = { ...specimens, list: { columns: ['label', 'related'] } } as unknown as ResourceDeclaration;
    expect(specimens.fields.related.kind).toBe('references');
    expect(declaredListTools(listingRelated).exportColumns).toEqual([
      { field: 'id', label: 'app.content.id' },
      { field: 'label', label: 'resources.specimens.fields.label' },
      { field: 'relatedLabel', label: 'resources.specimens.fields.related' },
      { field: 'related', label: 'app.export.idsOf', of: 'resources.specimens.fields.related' },
    ]);
    expect(i18nProvider.translate('app.export.idsOf', { field: 'Related' })).toBe('Related IDs');
  });
});

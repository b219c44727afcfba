import type { ReactNode } from 'react';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { callsOf, splitCall, writableFields, type CallDeclaration } from '../../../../contract/declaration';
import { i18nProvider } from '../../../../src/i18n';
import { declarationOf } from '../../../../src/resources/declared';
import { DeclaredList } from '../../../../src/resources/kit/DeclaredList';
import { DeclaredShow } from '../../../../src/resources/kit/DeclaredShow';
import { DeclaredInlineList } from '../../../../src/resources/kit/inline/DeclaredInlineList';
import { saveNow } from '../../../../src/resources/shared/catalogue/saveNow';
import { useDeleteOptions } from '../../../../src/resources/shared/trash/useDeleteOptions';
import { sampleValue } from '../declaredSamples';
import { jsonResponse, type SentRequest } from '../providerTestKit';
import { renderOverHttp } from './renderOverHttp';

const t = (key: string, options?: object) => i18nProvider.translate(key, options);

/** A record of the declared resource with a valid value in every writable field. */
function recordOf(name: string, id: number, label: string) {
  const declaration = declarationOf(name)!;
  const values = Object.fromEntries(writableFields(declaration).map((field) => [field, sampleValue(declaration.fields[field]!)]));
  return { id, ...values, [declaration.labelField]: label, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };
}

/** The resource's API: its list and records, its history (empty), its deletes, and its trash's restore, which puts them back. */
function resourceApi(name: string, records: Array<{ id: number }>) {
  let held = records;
  return (request: SentRequest) => {
    const { pathname } = new URL(request.url, 'http://x');
    if (pathname.endsWith('/admin/audit')) return jsonResponse({ data: { items: [], total: 0 } });
    if (request.method === 'GET') {
      const one = /\/(\d+)$/.exec(pathname);
      return one ? jsonResponse({ data: held.find((record) => record.id === Number(one[1])) }) : jsonResponse({ data: { items: held, total: held.length } });
    }
    const { id, ids = [id ?? Number(/\/(\d+)$/.exec(pathname)?.[1])] } = (request.body ?? {}) as { id?: number; ids?: number[] };
    held = pathname.endsWith(`/admin/trash/${name}/restore`) ? records.filter((record) => held.includes(record) || ids.includes(record.id)) : held.filter((record) => !ids.includes(record.id));
    return jsonResponse({ data: pathname.endsWith('/restore') ? { ids } : records[0] });
  };
}

/** A declared resource's screen at `path`, with react-admin's notifications as the admin shows them. */
function renderScreen(name: string, route: string, path: string, screenElement: ReactNode, records: Array<{ id: number }>) {
  return renderOverHttp(
    <ResourceContextProvider value={name}>
      <Routes>
        <Route path={route} element={screenElement} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    path,
    resourceApi(name, records),
  );
}

const urlOf = (call: CallDeclaration, id?: number) => `/api/v1${splitCall(call).path.replace('{id}', String(id))}`;
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
const restoreOf = (name: string, ids: number[]) => ({ method: 'POST', url: `/api/v1/admin/trash/${name}/restore`, body: { ids } });

/** Clicks Undo in the "moved to trash" notification, which says `moved`. */
async function undo(moved: string) {
  const notice = (await screen.findByText(moved, {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
  await userEvent.click(within(notice).getByRole('button', { name: t('ra.action.undo') }));
}

describe('a delete that moves records to the trash offers to undo it', () => {
  it('after removing one record from an inline list (languages): Undo restores it through the trash and reads the list again', async () => {
    const declaration = declarationOf('languages')!;
    const sent = renderScreen('languages', '/languages', '/languages', <DeclaredInlineList />, [recordOf('languages', 7, 'Welsh')]);
    await userEvent.click(await screen.findByRole('button', { name: t('app.content.catalogue.removeNamed', { name: 'Welsh' }) }, { timeout: 8000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('ra.action.confirm') }));

    const moved = t('app.trash.moved', { smart_count: 1 });
    expect(moved).toBe('Moved to trash');
    await screen.findByText(moved, {}, { timeout: 5000 });
    expect(screen.queryByText('Welsh')).not.toBeInTheDocument();
    await undo(moved);
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    const [removed, restored] = writes(sent);
    expect(removed).toMatchObject({ method: splitCall(callsOf(declaration).delete).method, url: urlOf(callsOf(declaration).delete, 7) });
    expect(restored).toEqual(restoreOf('languages', [7]));
    expect(await screen.findByText(t('app.trash.restored', { smart_count: 1 }))).toHaveTextContent('1 record restored');
    // The list is read again, and shows the record restored.
    expect(await screen.findByText('Welsh')).toBeInTheDocument();
  });

  it('after deleting the selected rows of a declared list (announcements): says how many moved, and Undo restores them all', async () => {
    const sent = renderScreen('announcements', '/announcements', '/announcements', <DeclaredList />, [recordOf('announcements', 7, 'Summer break'), recordOf('announcements', 8, 'New tutors')]);
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    for (const title of ['Summer break', 'New tutors']) {
      await userEvent.click(within(table).getByRole('checkbox', { name: t('app.content.catalogue.selectNamed', { name: title }) }));
    }
    await userEvent.click(await screen.findByRole('button', { name: t('ra.action.delete') }, { timeout: 5000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('ra.action.confirm') }));

    const moved = t('app.trash.moved', { smart_count: 2 });
    expect(moved).toBe('2 records moved to trash');
    await screen.findByText(moved, {}, { timeout: 5000 });
    // The selection is cleared (react-admin's own effect, which the trash's replaces).
    expect(screen.queryByRole('button', { name: t('ra.action.delete') })).not.toBeInTheDocument();
    await undo(moved);
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[0]!.body).toMatchObject({ ids: [7, 8] });
    expect(writes(sent)[1]).toEqual(restoreOf('announcements', [7, 8]));
    expect(await screen.findByText(t('app.trash.restored', { smart_count: 2 }))).toBeInTheDocument();
    expect(await screen.findByText('Summer break')).toBeInTheDocument();
  });

  it('after deleting a record from its detail screen: goes back to the list, and Undo still restores it there', async () => {
    const declaration = declarationOf('announcements')!;
    const sent = renderScreen('announcements', '/announcements/:id', '/announcements/7', <DeclaredShow />, [recordOf('announcements', 7, 'Summer break')]);
    await userEvent.click(await screen.findByRole('button', { name: t('ra.action.delete') }, { timeout: 8000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('ra.action.confirm') }));

    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    await undo('Moved to trash');
    await waitFor(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[0]).toMatchObject({ method: splitCall(callsOf(declaration).delete).method, url: urlOf(callsOf(declaration).delete, 7) });
    expect(writes(sent)[1]).toEqual(restoreOf('announcements', [7]));
    expect(await screen.findByText('1 record restored')).toBeInTheDocument();
  });

  it("leaves react-admin's own delete effects to a resource that keeps no trash", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    );
    for (const name of ['site-setting', 'transactions']) expect(renderHook(() => useDeleteOptions(name), { wrapper }).result.current, name).toBe(saveNow);
    const options = renderHook(() => useDeleteOptions('languages'), { wrapper }).result.current;
    expect(options).toMatchObject(saveNow);
    expect(options).toHaveProperty('onSuccess', expect.any(Function));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrashedRecord } from '../../../../contract/trash';
import { canAccess } from '../../../../src/authProvider/canAccess';
import type { StoredUser } from '../../../../src/authProvider/storage';
import { formatDate, formatDateTime } from '../../../../src/format/date';
import { i18nProvider } from '../../../../src/i18n';
import { PageFrame } from '../../../../src/layout/PageFrame';
import { TrashScreen } from '../../../../src/resources/shared/trash/TrashScreen';
import { stubMediaQueries } from '../mediaQueries';
import { jsonResponse, type SentRequest } from '../providerTestKit';
import { renderOverHttp } from './renderOverHttp';

const t = (key: string, options?: object) => i18nProvider.translate(key, options);

afterEach(() => vi.unstubAllGlobals());

const trashed = (id: number, label: string): TrashedRecord => ({
  id,
  label,
  deletedAt: '2026-11-20T09:30:00.000Z',
  deletedById: 2,
  deletedByName: 'Ada Admin',
  purgeAt: '2026-12-20T09:30:00.000Z',
  record: { id, name: label, code: label.slice(0, 2).toLowerCase() },
});

type Staff = Pick<StoredUser, 'userType' | 'userRole'>;
const superAdmin: Staff = { userType: 'superAdmin' };
const admin: Staff = { userType: 'admin', userRole: 'admin' };

/** Signed in as `user`: react-admin asks the admin's own access rules. */
const signedInAs = (user: Staff): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) => canAccess(user, { resource, action }),
});

/** The trash's calls as the API answers them: its list shrinks as records are restored or removed. */
function trashApi(records: TrashedRecord[], refuse?: (request: SentRequest) => Response | undefined) {
  let held = records;
  return (request: SentRequest) => {
    const refused = refuse?.(request);
    if (refused) return refused;
    if (request.method === 'GET') return jsonResponse({ data: { items: held, total: held.length } });
    if (request.url.endsWith('/empty')) {
      const removed = held.length;
      held = [];
      return jsonResponse({ data: { removed } });
    }
    const { ids } = request.body as { ids: number[] };
    held = held.filter((record) => !ids.includes(record.id));
    return jsonResponse({ data: { ids } });
  };
}

function renderTrash(answer: (request: SentRequest) => Response, user: Staff = superAdmin) {
  return renderOverHttp(
    <ResourceContextProvider value="languages">
      <PageFrame>
        <TrashScreen />
      </PageFrame>
      <Notification />
    </ResourceContextProvider>,
    '/languages/trash',
    answer,
    { authProvider: signedInAs(user), errorsInLanguage: true },
  );
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));
const listReads = (sent: SentRequest[]) => sent.filter((request) => request.method === 'GET' && request.url.includes('/admin/trash/'));
const rowOf = async (label: string) => (await screen.findByText(label, {}, { timeout: 8000 })).closest('tr')!;
const select = async (label: string) => userEvent.click(within(await rowOf(label)).getByRole('checkbox', { name: t('app.content.catalogue.selectNamed', { name: label }) }));

describe('the trash screen of a declared resource', () => {
  it('lists the trashed records: label, who deleted them, when (the site date with the time), when they go for good', async () => {
    const sent = renderTrash(trashApi([trashed(12, 'Welsh'), trashed(13, 'Breton')]));
    const row = await rowOf('Welsh');
    expect(listReads(sent).map((request) => request.url)).toEqual(['/api/v1/admin/trash/languages?page=1&limit=25&sort=deletedAt&dir=desc']);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    for (const column of ['label', 'deletedByName', 'deletedAt', 'purgeAt']) expect(headers).toContain(t(`app.trash.columns.${column}`));
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(formatDateTime('2026-11-20T09:30:00.000Z')).toMatch(/^\d\d\/\d\d\/2026 \d\d:30$/);
    expect(within(row).getByText(formatDateTime('2026-11-20T09:30:00.000Z'))).toBeInTheDocument();
    expect(within(row).getByText(formatDate('2026-12-20T09:30:00.000Z'))).toBeInTheDocument();
    expect(screen.getByText('Breton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trash: Languages');
    expect(screen.getByText(t('app.trash.purgeNote'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('app.trash.back', { name: 'Languages' }) })).toHaveAttribute('href', '/languages');
  });

  it('searches the labels through the API', async () => {
    const sent = renderTrash(trashApi([trashed(12, 'Welsh')]));
    await rowOf('Welsh');
    await userEvent.type(screen.getByRole('textbox', { name: t('ra.action.search') }), 'wel');
    await waitFor(() => expect(listReads(sent).at(-1)?.url).toBe('/api/v1/admin/trash/languages?page=1&limit=25&search=wel&sort=deletedAt&dir=desc'), { timeout: 5000 });
  });

  it('restores the selected records, says how many, and reads the list again', async () => {
    const sent = renderTrash(trashApi([trashed(12, 'Welsh'), trashed(13, 'Breton'), trashed(14, 'Cornish')]), admin);
    await select('Welsh');
    await select('Cornish');
    await userEvent.click(screen.getByRole('button', { name: t('app.trash.restore') }));
    expect(await screen.findByText(t('app.trash.restored', { smart_count: 2 }))).toHaveTextContent('2 records restored');
    expect(writes(sent)).toEqual([{ method: 'POST', url: '/api/v1/admin/trash/languages/restore', body: { ids: [12, 14] } }]);
    await waitFor(() => expect(screen.queryByText('Welsh')).not.toBeInTheDocument());
    expect(listReads(sent).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Breton')).toBeInTheDocument();
  });

  it("shows the server's refusal in the chosen language when a restored value has been taken since, and keeps the record", async () => {
    const taken = { message: 'Name: "Welsh" is already in use.', code: 'CONFLICT', reason: 'DUPLICATE', params: { resource: 'languages', field: 'name', value: 'Welsh' }, errors: { name: 'taken' } };
    const refuse = (request: SentRequest) => (request.url.endsWith('/restore') ? jsonResponse(taken, 409) : undefined);
    const sent = renderTrash(trashApi([trashed(12, 'Welsh')], refuse));
    await select('Welsh');
    await userEvent.click(screen.getByRole('button', { name: t('app.trash.restore') }));
    const said = t('app.api_error.reason.DUPLICATE', { field: t('resources.languages.fields.name'), value: 'Welsh' });
    expect(said).not.toBe('app.api_error.reason.DUPLICATE');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(writes(sent)).toHaveLength(1);
    expect(screen.getByText('Welsh')).toBeInTheDocument();
  });

  it('offers deleting permanently and emptying the trash to a superAdmin only', async () => {
    renderTrash(trashApi([trashed(12, 'Welsh')]), admin);
    await select('Welsh');
    expect(screen.getByRole('button', { name: t('app.trash.restore') })).toBeInTheDocument();
    // Asked of the access rules, which answer after the first render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: t('app.trash.purge') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('app.trash.empty') })).not.toBeInTheDocument();
  });

  it('deletes the selected records permanently once confirmed', async () => {
    const sent = renderTrash(trashApi([trashed(12, 'Welsh'), trashed(13, 'Breton')]));
    await select('Welsh');
    await select('Breton');
    await userEvent.click(await screen.findByRole('button', { name: t('app.trash.purge') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('app.trash.lost'))).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: t('ra.action.confirm') }));
    expect(await screen.findByText(t('app.trash.purged', { smart_count: 2 }))).toHaveTextContent('2 records deleted permanently');
    expect(writes(sent)).toEqual([{ method: 'POST', url: '/api/v1/admin/trash/languages/remove', body: { ids: [12, 13] } }]);
  });

  it('empties the trash once confirmed, then says it is empty', async () => {
    const sent = renderTrash(trashApi([trashed(12, 'Welsh'), trashed(13, 'Breton'), trashed(14, 'Cornish')]));
    await rowOf('Welsh');
    await userEvent.click(await screen.findByRole('button', { name: t('app.trash.empty') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('app.trash.empty') }));
    expect(await screen.findByText(t('app.trash.purged', { smart_count: 3 }))).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'POST', url: '/api/v1/admin/trash/languages/empty', body: undefined }]);
    expect(await screen.findByText(t('app.trash.isEmpty'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each record as a card on a phone, with who deleted it, when, and when it goes for good', async () => {
    stubMediaQueries((query) => !query.includes('min-width'));
    renderTrash(trashApi([trashed(12, 'Welsh')]));
    const card = (await screen.findByText('Welsh', {}, { timeout: 8000 })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(`${t('app.trash.columns.deletedByName')} Ada Admin, ${formatDateTime('2026-11-20T09:30:00.000Z')}`);
    expect(card).toHaveTextContent(`${t('app.trash.columns.purgeAt')} ${formatDate('2026-12-20T09:30:00.000Z')}`);
    expect(within(card).getByRole('checkbox', { name: t('app.content.catalogue.selectNamed', { name: 'Welsh' }) })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordHistory, type AuditRow } from '../../../../src/resources/audit/RecordHistory';
import { changedFields, describeChange, formatDateTime } from '../../../../src/resources/audit/auditDiff';
import { historyFieldsOf } from '../../../../src/resources/audit/historyFields';
import { RecordContextProvider, type AuthProvider } from 'react-admin';
import { renderAdmin, type RenderOptions } from './renderAdmin';

const row = (id: number, extra: object = {}) => ({
  id,
  actorId: 1,
  actorName: 'Ada Admin',
  action: 'update',
  resource: 'pages',
  recordId: '7',
  before: { title: 'Old title', slug: 'about' },
  after: { title: 'New title', slug: 'about' },
  createdAt: '2026-03-05T09:07:00.000Z',
  ...extra,
});

describe('RecordHistory', () => {
  it('asks the audit resource for this record and shows who, what, when and before -> after', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [row(1)], total: 1 });
    renderAdmin(<RecordHistory resource="pages" recordId={7} />, {
      dataProvider: { getList },
    });
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'audit',
      expect.objectContaining({
        filter: { resource: 'pages', recordId: '7' },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
    expect(screen.getByText('updated')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-03-05T09:07:00.000Z'))).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'Changed fields' });
    const cells = within(changes).getAllByRole('row')[1]!;
    expect(within(cells).getByText('Title')).toBeInTheDocument();
    expect(within(cells).getByText('Old title')).toBeInTheDocument();
    expect(within(cells).getByText('New title')).toBeInTheDocument();
    expect(within(changes).queryByText('about')).not.toBeInTheDocument();
  });

  it('says so when nothing was recorded, and offers a retry after an error', async () => {
    let failing = true;
    const getList = vi.fn(async () => {
      if (failing) throw new Error('boom');
      return { data: [], total: 0 };
    });
    renderAdmin(<RecordHistory resource="pages" recordId={7} />, {
      dataProvider: { getList },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('loads more entries on demand', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [row(1)], total: 3 });
    renderAdmin(<RecordHistory resource="pages" recordId={7} pageSize={1} />, {
      dataProvider: { getList },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more (2 left)' }));
    expect(getList).toHaveBeenLastCalledWith('audit', expect.objectContaining({ pagination: { page: 1, perPage: 2 } }));
  });
});

describe('restoring the values of an entry', () => {
  const page = { id: 7, title: 'Newest title', slug: 'about', published: true, updatedAt: '2026-03-06T10:00:00.000Z' };
  // The newest entry restored entry 3's values once; the record has changed since.
  const entries = [row(12, { revertOf: 3, before: { title: 'New title' }, after: { title: 'Newest title' } }), row(3)];
  const showHistory = (authProvider?: AuthProvider) => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: params.data }));
    renderAdmin(
      <RecordContextProvider value={page}>
        <RecordHistory resource="pages" />
      </RecordContextProvider>,
      { dataProvider: { getList: vi.fn().mockResolvedValue({ data: entries, total: 2 }), getOne: vi.fn().mockResolvedValue({ data: page }), update }, authProvider },
    );
    return update;
  };

  it('puts back the ticked values through the update call, naming the entry, and says which entry an entry restored', async () => {
    const update = showHistory();
    expect(await screen.findByText('Restores the values of entry 3')).toBeInTheDocument();
    // Entry 12 set the values the record holds now: nothing of it to restore.
    const [restore, ...others] = screen.getAllByRole('button', { name: 'Restore these values' });
    expect(others).toHaveLength(0);
    await userEvent.click(restore!);
    const dialog = await screen.findByRole('dialog', { name: 'Restore the values of entry 3' });
    const title = within(dialog).getByRole('checkbox', { name: /Title: New title/ });
    expect(title).toBeChecked();
    expect(within(dialog).getByText('now: Newest title')).toBeInTheDocument();

    await userEvent.click(title);
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeDisabled();
    expect(within(dialog).getByText('Tick at least one value to restore.')).toBeInTheDocument();
    await userEvent.click(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith('pages', expect.objectContaining({ id: 7, data: { ...page, title: 'New title' }, previousData: page, meta: { revertOf: 3 } })),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered to someone who may not change the record', async () => {
    const readOnly: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => undefined,
      canAccess: async ({ action }) => action !== 'edit',
    };
    showHistory(readOnly);
    expect(await screen.findByText('Restores the values of entry 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore these values' })).not.toBeInTheDocument();
  });
});

/** Each changed field of the newest entry as a reader reads it: "Status: Open → Resolved", "Closed by: Ada Admin". */
async function readChanges(row: Partial<AuditRow>, options: Pick<RenderOptions, 'locale'> = {}) {
  const getList = vi.fn().mockResolvedValue({ data: [{ id: 1, actorId: 2, actorName: 'Ada Admin', action: 'update', recordId: '5', createdAt: '2026-03-05T09:07:00.000Z', names: {}, ...row }], total: 1 });
  renderAdmin(<RecordHistory resource={row.resource} recordId={5} />, { dataProvider: { getList }, ...options });
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => {
      const [label, before, after] = Array.from((tableRow as HTMLTableRowElement).cells, (cell) => cell.textContent?.replace(/\u00a0/g, ' '));
      return `${label}: ${before ? `${before} → ` : ''}${after}`;
    });
}

const closedAt = '2026-03-05T09:07:00.000Z';
const closedReport: Partial<AuditRow> = {
  resource: 'reports',
  // In the order jsonb keeps keys (shortest first): the history lists them in the screens' order.
  before: { status: 'open', adminNote: '', resolvedAt: null, resolvedById: null },
  after: { status: 'resolved', adminNote: '', resolvedAt: closedAt, resolvedById: 2 },
  names: { resolvedById: { 2: 'Ada Admin' } },
};

describe('RecordHistory reads like the screens', () => {
  it("shows a report's status by its label, who closed it by name and when in the site's date format", async () => {
    const changes = await readChanges(closedReport);
    expect(formatDateTime(closedAt)).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
    expect(changes).toEqual(['Status: Open → Resolved', 'Closed by: Ada Admin', `Closed: ${formatDateTime(closedAt)}`]);
    const history = screen.getByRole('region', { name: 'History' });
    expect(history.textContent).not.toMatch(/resolvedById|resolvedAt|\d{4}-\d{2}-\d{2}T/);
  });

  it('says the same in German', async () => {
    const changes = await readChanges(closedReport, { locale: 'de' });
    expect(changes).toEqual(['Status: Offen → Erledigt', 'Abgeschlossen von: Ada Admin', `Abgeschlossen: ${formatDateTime(closedAt)}`]);
    const history = screen.getByRole('region', { name: 'Verlauf' });
    expect(within(history).getByText('hat geändert')).toBeInTheDocument();
    expect(history.textContent).not.toMatch(/resolvedById|\bopen\b|\bresolved\b|\d{4}-\d{2}-\d{2}T/);
  });

  it("reads a declared resource's choices, yes/no and date-times from its declaration, and leaves out updatedAt", async () => {
    const record = { id: 9, title: 'Exam season', audience: 'everyone', startsAt: '2026-04-01T08:00:00.000Z', endsAt: null, active: true, updatedAt: '2026-03-01T10:00:00.000Z' };
    const row = { resource: 'announcements', before: record, after: { ...record, audience: 'tutors', endsAt: '2026-04-15T20:30:00.000Z', active: false, updatedAt: '2026-03-05T09:07:00.000Z' } };
    expect(await readChanges(row)).toEqual(['Audience: Everyone → Tutors', `Ends at: ${formatDateTime('2026-04-15T20:30:00.000Z')}`, 'Active: Yes → No']);
  });

  it('says yes/no, choice labels and money in German', async () => {
    const row = { resource: 'announcements', before: { audience: 'everyone', active: true }, after: { audience: 'students', active: false } };
    expect(await readChanges(row, { locale: 'de' })).toEqual(['Zielgruppe: Alle → Schüler', 'Aktiv: Ja → Nein']);
  });

  it("shows a tutor's rate as money, subjects by name, and each list of subjects once", async () => {
    const before = { hourlyRateCents: 3500, subjectIds: [1], subjects: [{ id: 1, name: 'Algebra' }], approvalStatus: 'approved' };
    const after = { hourlyRateCents: 362550, subjectIds: [1, 4], subjects: [{ id: 1, name: 'Algebra' }, { id: 4, name: 'Piano' }], approvalStatus: 'approved' };
    const row = { resource: 'tutors', before, after, names: { subjectIds: { 1: 'Algebra', 4: 'Piano' } } };
    expect(await readChanges(row)).toEqual(['Hourly rate: $35.00 → $3,625.50', 'Subjects: Algebra → Algebra, Piano']);
  });

  it('shows money and numbers with the German marks', async () => {
    const row = { resource: 'tutors', before: { hourlyRateCents: 3500 }, after: { hourlyRateCents: 362550 }, names: {} };
    expect(await readChanges(row, { locale: 'de' })).toEqual(['Stundensatz: 35,00 $ → 3.625,50 $']);
  });

  it('shows the text of HTML around what changed, never its markup', async () => {
    const long = 'Our tutors teach in small groups. '.repeat(6);
    const row = {
      resource: 'pages',
      before: { title: 'About', contentHtml: `<h2>About us</h2><p>${long}<em>Book</em> today.</p>` },
      after: { title: 'About', contentHtml: `<h2>About us</h2><p>${long}<em>Book</em> tomorrow.</p>` },
    };
    const [change] = await readChanges(row);
    expect(change).toMatch(/^Content: ….*Book today\. → ….*Book tomorrow\.$/);
    expect(change).not.toMatch(/<|>/);
  });

  it('says when only the markup of HTML changed', async () => {
    expect(await readChanges({ resource: 'pages', before: { contentHtml: '<p>Hi <b>there</b></p>' }, after: { contentHtml: '<p>Hi <strong>there</strong></p>' } })).toEqual([
      'Content: Hi there → Formatting changed',
    ]);
  });

  it("names each of the site's social links, in the form's order, and an unknown field in words last", async () => {
    const before = { id: 1, socialLinks: { facebook: '', x: '' }, maintenanceMode: false, commissionPercent: 15 };
    const after = { id: 1, socialLinks: { facebook: 'https://facebook.com/tutors', x: '' }, maintenanceMode: true, commissionPercent: 12.5, newThingId: 7 };
    expect(await readChanges({ resource: 'site-setting', before, after })).toEqual([
      'Commission (%): 15 → 12.5',
      'Facebook: https://facebook.com/tutors',
      'Maintenance mode: No → Yes',
      'New thing: 7',
    ]);
  });
});

describe('describeChange', () => {
  const format = { translate: (key: string) => key, locale: 'en' };
  const timeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = timeZone;
  });

  it('keeps a calendar day on its day in any time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(describeChange({ field: 'day', before: '2026-11-24', after: '2026-01-01' }, { kind: 'date' }, format), zone).toEqual({ before: '24/11/2026', after: '01/01/2026' });
      expect(describeChange({ field: 'day', before: null, after: '2026-11-24' }, undefined, format), zone).toEqual({ before: '', after: '24/11/2026' });
    }
  });

  it('says a referenced record is in the trash', () => {
    const translate = (key: string, options?: Record<string, unknown>) => (key === 'resources.audit.history.inTrash' ? `${String(options?.name)} (in the trash)` : key);
    expect(describeChange({ field: 'languageIds', before: [3, 4], after: [4] }, undefined, { ...format, translate, names: { 3: 'Latin', 4: 'Greek' }, trashed: ['3'] })).toEqual({ before: 'Latin (in the trash), Greek', after: 'Greek' });
  });

  it('shows an id whose record is gone as #id', () => {
    expect(describeChange({ field: 'resolvedById', before: null, after: 8 }, undefined, { ...format, names: {} })).toEqual({ before: '', after: '#8' });
  });

  it('leaves out the record\'s own id, uid and timestamps, and labels fields no screen names', () => {
    const fields = historyFieldsOf('users');
    const changes = changedFields({ id: 1, uid: 'a', updatedAt: 'x', status: 'active' }, { id: 1, uid: 'b', createdAt: 'y', updatedAt: 'z', status: 'suspended', passwordSet: true }, fields.hidden);
    expect(changes.map((change) => change.field)).toEqual(['status', 'passwordSet']);
    const translate = (key: string, options?: { _?: string }) => (key === 'resources.audit.history.fields.passwordSet' ? 'Password set' : (options?._ ?? key));
    expect(fields.label('passwordSet', translate)).toBe('Password set');
    expect(fields.label('reporterId', translate)).toBe('Reporter');
  });
});

describe("a tutor's history", () => {
  it('leaves out the account type every tutor has, so a creation reads its own values only', () => {
    const fields = historyFieldsOf('tutors');
    const changes = changedFields(null, { userType: 'tutor', displayName: 'Theo', hourlyRateCents: 4550 }, fields.hidden);
    expect(changes.map((change) => change.field)).toEqual(['displayName', 'hourlyRateCents']);
  });
});

describe('changedFields', () => {
  it('lists only the fields that differ, reading JSON text too', () => {
    expect(changedFields('{"a":1,"b":2}', { a: 1, b: 3, c: 'x' })).toEqual([
      { field: 'b', before: 2, after: 3 },
      { field: 'c', before: undefined, after: 'x' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

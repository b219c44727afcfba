import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordHistory } from '../../../../src/resources/audit/RecordHistory';
import { changedFields, formatDateTime } from '../../../../src/resources/audit/auditDiff';
import { renderAdmin } from './renderAdmin';

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

describe('changedFields', () => {
  it('lists only the fields that differ, reading JSON text too', () => {
    expect(changedFields('{"a":1,"b":2}', { a: 1, b: 3, c: 'x' })).toEqual([
      { field: 'b', before: 2, after: 3 },
      { field: 'c', before: undefined, after: 'x' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

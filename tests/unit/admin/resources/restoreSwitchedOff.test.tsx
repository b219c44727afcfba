import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { declareResource } from '../../../../contract/declaration';
import { RecordHistory } from '../../../../src/resources/audit/RecordHistory';
import { renderAdmin } from './renderAdmin';

/** A resource whose history offers no restore. */
const ledger = vi.hoisted(() => ({
  name: 'ledger',
  labelField: 'label',
  fields: { label: { kind: 'text', required: true, max: 80 } },
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  restoreFromHistory: false,
}));
vi.mock('../../../../src/resources/declared', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/resources/declared')>();
  const declarations = [...real.declarations, ledger as never];
  return { ...real, declarations, declarationOf: (name: string | undefined) => declarations.find((declaration) => declaration.name === name) };
});
declareResource(ledger as Parameters<typeof declareResource>[0]);

describe('a declaration with restoreFromHistory: false', () => {
  it('shows its history without "Restore these values"', async () => {
    const entry = { id: 4, actorId: 1, actorName: 'Ada Admin', action: 'update', resource: 'ledger', recordId: '7', before: { label: 'First' }, after: { label: 'Second' }, revertOf: null, createdAt: '2026-03-05T09:07:00.000Z' };
    renderAdmin(
      <RecordContextProvider value={{ id: 7, label: 'Third', updatedAt: '2026-03-06T09:07:00.000Z' }}>
        <RecordHistory resource="ledger" />
      </RecordContextProvider>,
      { dataProvider: { getList: vi.fn().mockResolvedValue({ data: [entry], total: 1 }) } },
    );
    expect(await screen.findByText('Entry 4', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore these values' })).not.toBeInTheDocument();
  });
});

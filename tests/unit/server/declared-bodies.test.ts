import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../../contract/declaration';
import { contractOf } from '../../../server/declared/contract';

const notes: ResourceDeclaration = {
  name: 'notes',
  labelField: 'title',
  fields: {
    title: { kind: 'text', required: true, max: 80, search: true },
    stage: { kind: 'choice', values: ['draft', 'final'], sentOn: 'create', default: 'draft' },
    checkedBy: { kind: 'text', max: 80, readOnly: true },
  },
  access: { read: 'editor', create: 'editor', update: 'editor', delete: 'editor' },
};

describe('the bodies of the generic create and update calls', () => {
  const { createBody: create, updateBody: update } = contractOf(notes);

  it('take a field sent on create in the create only: an update naming it is refused', () => {
    expect(create.safeParse({ title: 'A', stage: 'final' }).success).toBe(true);
    expect(update.safeParse({ title: 'B' }).success).toBe(true);
    const refused = update.safeParse({ title: 'B', stage: 'final' });
    expect(refused.success).toBe(false);
    expect(JSON.stringify(refused.error?.issues)).toContain('stage');
  });

  it('take no read-only field in either', () => {
    expect(create.safeParse({ title: 'A', checkedBy: 'me' }).success).toBe(false);
    expect(update.safeParse({ checkedBy: 'me' }).success).toBe(false);
  });
});

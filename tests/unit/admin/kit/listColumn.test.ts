import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../../../contract/declaration';
import { declaredColumns } from '../../../../src/resources/kit/listColumn';

const payouts: ResourceDeclaration = {
  name: 'payouts',
  labelField: 'note',
  fields: {
    note: { kind: 'text', max: 100, search: true, sort: true },
    tutorId: { kind: 'reference', resource: 'tutors', required: true, filter: true },
    amountCents: { kind: 'money', required: true, min: 1, max: 1_000_000, sort: true, currencyField: 'currency' },
    currency: { kind: 'text', max: 3 },
    lessons: { kind: 'integer', min: 0, max: 1000 },
    hours: { kind: 'decimal', scale: 2, min: 0, max: 1000 },
    urgent: { kind: 'boolean', default: false },
    dueOn: { kind: 'date', sort: true },
    sentAt: { kind: 'dateTime' },
    state: { kind: 'choice', values: ['open', 'paid'], default: 'open', required: true, filter: true },
    tags: { kind: 'texts', list: true },
    details: { kind: 'longText', max: 1000 },
  },
  access: { read: 'editor', create: 'admin', update: 'admin', delete: 'superAdmin' },
  list: { columns: ['note', 'tutorId', 'amountCents', 'lessons', 'hours', 'urgent', 'dueOn', 'sentAt', 'state', 'tags', 'createdAt', 'id'] },
};

describe("a declared list's columns", () => {
  it('show each field by its kind, numbers and amounts at the right, sortable where declared, the record times with their time', () => {
    expect(declaredColumns(payouts)).toEqual([
      { source: 'note', kind: 'text' },
      { source: 'tutorId', kind: 'other', sortable: false },
      { source: 'amountCents', kind: 'money', align: 'right', currencyField: 'currency' },
      { source: 'lessons', kind: 'number', align: 'right', sortable: false },
      { source: 'hours', kind: 'number', align: 'right', decimals: 2, sortable: false },
      { source: 'urgent', kind: 'yesNo', sortable: false },
      { source: 'dueOn', kind: 'day' },
      { source: 'sentAt', kind: 'dayTime', sortable: false },
      { source: 'state', kind: 'choice', choices: { labels: 'resources.payouts.values.state', values: ['open', 'paid'] }, sortable: false },
      { source: 'tags', kind: 'texts', sortable: false },
      { source: 'createdAt', kind: 'dayTime' },
      { source: 'id' },
    ]);
  });
});

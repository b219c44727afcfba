import { describe, expect, it } from 'vitest';
import { sortVariants } from '../../../bench/sorts.js';
import type { ResourceDeclaration } from '../../../contract/declaration.js';

const list: ResourceDeclaration = {
  name: 'notes',
  labelField: 'title',
  fields: { title: { kind: 'text', max: 80, sort: true }, body: { kind: 'longText', max: 500 }, createdAt: { kind: 'dateTime', readOnly: true, sort: true } },
  access: { read: 'editor' },
  list: { defaultSort: { field: 'title', order: 'ASC' } },
};

describe('bench: the ways the sort part calls a list', () => {
  it('sorts by every sortable column both ways, without and with each term, then opens the edge pages the pagination offers', () => {
    const labels = sortVariants(list, ['an'], 1_000_000, 10_000).map((variant) => variant.label);
    expect(labels).toEqual([
      'title asc',
      'title asc "an"',
      'title desc',
      'title desc "an"',
      'createdAt asc',
      'createdAt asc "an"',
      'createdAt desc',
      'createdAt desc "an"',
      'id asc',
      'id asc "an"',
      'id desc',
      'id desc "an"',
      // The last page within the first 10,000 rows, the first within the last 10,000, the last.
      'page 400 of 40000',
      'page 39600 of 40000',
      'page 40000 of 40000',
    ]);
  });

  it('opens the last page of a list every page of which opens', () => {
    const pages = sortVariants(list, [], 60, undefined).filter((variant) => variant.label.startsWith('page'));
    expect(pages).toEqual([{ label: 'page 3 of 3', query: { page: '3' } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeTerms } from '../../../bench/searchSummary.js';

const timing = (term: string, medianMs: number, total = 0) => ({ term, medianMs, total });

describe('bench search summary', () => {
  it('takes p50, p99 and max over the per-term medians', () => {
    const timings = Array.from({ length: 200 }, (_, i) => timing(`t${i}`, i + 1));
    const summary = summarizeTerms(timings);
    expect(summary).toMatchObject({ terms: 200, p50: 100, p99: 198, max: 200 });
  });

  it('lists the five slowest terms, slowest first, with their totals', () => {
    const timings = [timing('a', 3, 1000), timing('kj', 40, 0), timing('smith', 12, 433), timing('e', 9, 1000), timing('qu', 25, 17), timing('an', 1, 1000)];
    expect(summarizeTerms(timings).slowest.map((each) => [each.term, each.total])).toEqual([
      ['kj', 0],
      ['qu', 17],
      ['smith', 433],
      ['e', 1000],
      ['a', 1000],
    ]);
  });

  it('says nothing measured for no terms', () => {
    expect(summarizeTerms([])).toMatchObject({ terms: 0, p50: Number.NaN, max: Number.NaN, slowest: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { wholeNumberPattern } from '../../../contract/wholeNumberPattern.js';

describe('wholeNumberPattern', () => {
  it.each([[1, 9], [0, 10], [1, 60], [1, 500], [1, 1_000_000], [0, 2_147_483_647], [1, 2_147_483_647]] as const)('takes exactly %i to %i, without leading zeros', (min, max) => {
    const pattern = new RegExp(wholeNumberPattern(min, max));
    const probes = [...Array.from({ length: 1200 }, (_, n) => n), Math.floor(max / 7), max - 1, max, max + 1, max * 10];
    for (const n of probes) expect(pattern.test(String(n)), String(n)).toBe(n >= min && n <= max);
    for (const text of ['007', '00', '-1', '1.0', ' 5', '', '1e3']) expect(pattern.test(text), text).toBe(false);
  });

  it('stays readable', () => {
    expect(wholeNumberPattern(1, 500)).toBe('^(?:[1-9][0-9]{0,1}|[1-4][0-9]{2}|500)$');
  });
});

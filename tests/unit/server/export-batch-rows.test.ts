import { describe, expect, it } from 'vitest';
import { batchRowBounds, nextBatchRows } from '../../../server/export/keysetBatches.js';

describe('export batch rows', () => {
  it('shrinks a batch whose query took longer than its target, by half at most', () => {
    expect(nextBatchRows(200, 20)).toBe(100);
    expect(nextBatchRows(200, 200)).toBe(100);
  });

  it('grows a quick batch, by double at most, up to the most rows a batch reads', () => {
    expect(nextBatchRows(200, 8)).toBe(250);
    expect(nextBatchRows(200, 1)).toBe(400);
    expect(nextBatchRows(batchRowBounds.most, 0)).toBe(batchRowBounds.most);
  });

  it('never reads fewer rows than its least, however slow the database', () => {
    expect(nextBatchRows(batchRowBounds.least, 5_000)).toBe(batchRowBounds.least);
  });
});

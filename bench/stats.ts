/** Percentile (nearest rank) of a list of milliseconds. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs `task` `warmup` times unmeasured, then `runs` times, and answers each run's milliseconds.
 * `before` runs ahead of every run, untimed.
 */
export async function timeRuns(task: () => Promise<unknown>, runs: number, warmup = Math.min(20, runs), before?: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) {
    await before?.();
    await task();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
}

/** A Markdown table. */
export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const line = (cells: ReadonlyArray<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Samples this process's resident memory (the bench runs the server in it) every 50 ms until `stop`,
 * which answers it before and at its peak, in MB.
 */
export function sampleMemory(): { stop: () => { beforeMb: number; peakMb: number } } {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    stop: () => {
      clearInterval(sampler);
      return { beforeMb: mb(before), peakMb: mb(Math.max(peak, process.memoryUsage().rss)) };
    },
  };
}

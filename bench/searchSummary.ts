import { percentile } from './stats.js';

/** Measured requests per term and list, after one unmeasured request (whose answer gives the total). */
export const RUNS_PER_TERM = 5;

/** One term on one list: the median of its measured requests, and the `total` its answer gave. */
export interface TermTiming {
  term: string;
  medianMs: number;
  total: number;
}

export interface SearchSummary {
  terms: number;
  /** Percentiles (nearest rank) and maximum of the per-term medians. */
  p50: number;
  p99: number;
  max: number;
  /** The slowest terms, slowest first (ties in the order of the terms). */
  slowest: TermTiming[];
}

export function summarizeTerms(timings: readonly TermTiming[], slowestCount = 5): SearchSummary {
  const medians = timings.map((timing) => timing.medianMs);
  return {
    terms: timings.length,
    p50: percentile(medians, 50),
    p99: percentile(medians, 99),
    max: percentile(medians, 100),
    slowest: [...timings].sort((a, b) => b.medianMs - a.medianMs).slice(0, slowestCount),
  };
}

import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropScratchDatabases } from './postgres.js';

/**
 * The server tests' global setup: names this run's scratch PostgreSQL databases with one prefix,
 * and drops them all when the run ends (without it every `npm test` on PostgreSQL left about a
 * hundred databases behind).
 */
export default function scratchDatabases(project: TestProject) {
  const prefix = `tutor_test_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}_`;
  project.provide('scratchDatabasePrefix', prefix);
  return async () => {
    const url = process.env.DATABASE_URL;
    if (url) await dropScratchDatabases(url, prefix);
  };
}

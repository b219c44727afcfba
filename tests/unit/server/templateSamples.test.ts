import { describe, expect, it } from 'vitest';
import { emailTemplateSeeds } from '../../../server/db/seed/emailTemplates.js';
import { sampleValues } from '../../../server/services/templateVariables.js';

describe('email preview sample values', () => {
  it.each(emailTemplateSeeds.map((seed) => [seed.key, seed.variables] as const))('%s: every variable gets a believable value, no "[name]"', (_key, variables) => {
    const values = sampleValues(variables, { appName: 'Tutor Admin', publicUrl: 'https://example.test' });
    expect(Object.entries(values).filter(([, value]) => /^\[.*\]$/.test(value))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { emailTemplateSeeds } from '../../../server/db/seed/emailTemplates.js';
import { sampleValues } from '../../../server/services/templateVariables.js';

describe('email preview sample values', () => {
  it.each(emailTemplateSeeds.map((seed) => [seed.key, seed.variables] as const))('%s: every variable gets a believable value, no "[name]"', (_key, variables) => {
    const values = sampleValues(variables, { appName: 'Tutor Admin', publicUrl: 'https://example.test' }, { dateFormat: 'DD/MM/YYYY', currency: 'USD' });
    expect(Object.entries(values).filter(([, value]) => /^\[.*\]$/.test(value))).toEqual([]);
  });

  it('writes the lesson time in the site date format and the amount in the site currency', () => {
    const variables = ['lessonTime', 'amount'];
    const context = { appName: 'Tutor Admin', publicUrl: 'https://example.test' };
    expect(sampleValues(variables, context, { dateFormat: 'DD/MM/YYYY', currency: 'USD' })).toEqual({ lessonTime: '24/11/2026 16:00', amount: '$45.00' });
    expect(sampleValues(variables, context, { dateFormat: 'YYYY-MM-DD', currency: 'EUR' })).toEqual({ lessonTime: '2026-11-24 16:00', amount: '€45.00' });
    expect(sampleValues(variables, context, { dateFormat: 'MM/DD/YYYY', currency: 'GBP' })).toEqual({ lessonTime: '11/24/2026 16:00', amount: '£45.00' });
  });
});

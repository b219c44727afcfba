/** Translation keys for the values of an enum column: `{ paid: 'app.people.status.paid', ... }`. */
export function valueLabels(values: readonly string[], keyPrefix: string): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, `${keyPrefix}.${value}`]));
}

/** Yes/No, as react-admin's boolean fields say it. */
export const yesNo: Record<string, string> = { true: 'ra.boolean.true', false: 'ra.boolean.false' };

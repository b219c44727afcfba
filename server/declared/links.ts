import type { ResourceDeclaration } from '../../contract/declaration.js';

type Values = Record<string, unknown>;

/**
 * The values with each group of links as it is stored: every key, '' where unset. On an update
 * (`before`, the stored record), the keys a group sends change and the others keep their value;
 * a group not sent stays as it is.
 */
export function withWholeLinks(declaration: ResourceDeclaration, values: Values, before?: Values): Values {
  const whole = { ...values };
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.kind !== 'links' || (before && values[name] === undefined)) continue;
    const empty = Object.fromEntries(field.keys.map((key) => [key, '']));
    whole[name] = { ...empty, ...(before?.[name] as Values | undefined), ...(values[name] as Values | undefined) };
  }
  return whole;
}

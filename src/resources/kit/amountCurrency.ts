import type { FieldDeclaration } from '../../../contract/declaration';

/**
 * The currency a declared amount is in: the ISO 4217 code its record's `currencyField` holds
 * ('GBP'); undefined for an amount in the site's currency (no `currencyField`, or none held).
 */
export function amountCurrency(field: FieldDeclaration | undefined, record: Record<string, unknown> | null | undefined): string | undefined {
  if (field?.kind !== 'money' || !field.currencyField) return undefined;
  const code = record?.[field.currencyField];
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

import { useTranslate, type RaRecord } from 'react-admin';
import { useNumberFormat } from '../../format/numbers';
import type { FieldDeclaration } from '../../../contract/declaration';
import { amountCurrency } from './amountCurrency';
import { valueLabel } from './useDeclaration';

/**
 * A declared field's value as plain text in the admin's language, for a card's lines: an amount in
 * its currency (its record's or the site's), a choice by its label, anything else as it is.
 */
export function useFieldText(resource: string, fields: Readonly<Record<string, FieldDeclaration>>): (source: string, record: RaRecord) => string {
  const numbers = useNumberFormat();
  const translate = useTranslate();
  return (source, record) => {
    const field = fields[source];
    const value = record[source] as unknown;
    if (field?.kind === 'money') return numbers.money(typeof value === 'number' ? value : null, amountCurrency(field, record));
    if (field?.kind === 'choice' && typeof value === 'string') return translate(valueLabel(resource, source, value), { _: value });
    return String(value ?? '');
  };
}

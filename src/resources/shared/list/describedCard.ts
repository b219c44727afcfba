import { useTranslate, type RaRecord } from 'react-admin';
import { formatDate, formatDateTime } from '../../../format/date';
import { useNumberFormat } from '../../../format/numbers';
import { choiceKey, countOfItems, type ListColumn } from '../../listStart';
import type { CardTexts } from '../people/CardList';

/** A list's cards on a narrow screen, by the sources of its described columns: each line's values are joined by " · ". */
export interface CardDescription<Source extends string = string> {
  primary: Source;
  secondary?: readonly Source[];
  /** Shown at the right of the first line. */
  tertiary?: readonly Source[];
}

/** A column's value as plain text, as its cell shows it. */
function useColumnText(): (column: ListColumn, record: RaRecord) => string {
  const translate = useTranslate();
  const numbers = useNumberFormat();
  return (column, record) => {
    const value = record[column.source] as unknown;
    switch (column.kind) {
      case 'status':
      case 'choice': {
        const key = choiceKey(column, value);
        return key === undefined ? '' : translate(key, { _: String(value ?? '') });
      }
      case 'money':
        return typeof value === 'number' ? numbers.money(value, typeof record.currency === 'string' ? record.currency : undefined) : '';
      case 'count':
        return String(countOfItems(value) ?? '');
      case 'day':
        return formatDate(value as string | null | undefined);
      case 'dayTime':
        return formatDateTime(value as string | null | undefined);
      default:
        return String(value ?? '');
    }
  };
}

/** The cards of a list whose columns are described (its `listView.ts`): each value as its column shows it. */
export function useDescribedCard<R extends RaRecord>(columns: readonly ListColumn[], card: CardDescription): CardTexts<R> {
  const text = useColumnText();
  const line = (sources: readonly string[]) => (record: R) =>
    sources
      .map((source) => text(columns.find((column) => column.source === source) ?? { source }, record))
      .filter(Boolean)
      .join(' · ');
  return {
    primary: line([card.primary]),
    ...(card.secondary ? { secondary: line(card.secondary) } : {}),
    ...(card.tertiary ? { tertiary: line(card.tertiary) } : {}),
  };
}

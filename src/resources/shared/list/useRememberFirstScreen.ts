import { useEffect, type RefObject } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { rememberFirstScreenTexts } from '../../../firstScreen/firstScreenTexts';
import { choiceKey, type ListColumn } from '../../listStart';
import { en as peopleTexts } from '../people/messages';

const columnSource = (cell: Element) => /(?:^|\s)column-(\S+)/.exec(cell.className)?.[1];

/** The translation keys of the values a status or choice column may show. */
function labelKeys(column: ListColumn): string[] {
  if (column.kind !== 'status' && column.kind !== 'choice') return [];
  const values = column.choices?.values ?? Object.keys(peopleTexts.status);
  return values.flatMap((value) => choiceKey(column, value) ?? []);
}

/**
 * Keeps the texts of this list's first screen as shown (firstScreenTexts.ts), so that the next cold
 * load of it draws its first page before the admin's code arrives: the page's heading, the table's
 * headers in the order shown (after the column chooser) and the labels of the status and choice values, in the language
 * shown. Only for lists whose columns are described (`described`), and only from the table
 * (the cards of a narrow screen keep nothing).
 */
export function useRememberFirstScreen(frame: RefObject<HTMLElement | null>, described: readonly ListColumn[] | undefined): void {
  const { resource, data, isPending } = useListContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    const table = frame.current?.querySelector('table');
    if (!described || isPending || !data?.length || !table) return;
    const sources = new Set(described.map((column) => column.source));
    const columns = Array.from(table.querySelectorAll('thead th'), (cell) => ({ source: columnSource(cell) ?? '', label: cell.textContent?.trim() ?? '' }));
    const labels = Object.fromEntries(described.flatMap(labelKeys).map((key) => [key, translate(key)]));
    // The page's heading (src/layout/PageFrame.tsx, from the breadcrumb trail of a list).
    const title = translate(`resources.${resource}.name`, { smart_count: 2 });
    rememberFirstScreenTexts(resource, locale, { title, columns: columns.filter((column) => sources.has(column.source)), labels, selectable: table.querySelector('thead input[type="checkbox"]') !== null });
  }, [described, isPending, data, frame, resource, locale, translate]);
}

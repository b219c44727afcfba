import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { appName } from '../layout/appName';
import { readPreference, readStoreValue } from '../bare/preferences';
import { useThemeName } from '../bare/theme';
import { formatDate, formatDateTime, formatDay } from '../format/date';
import { siteCurrency } from '../format/currency';
import { formatMoney, formatNumber } from '../../contract/numberFormats';
import { choiceKey, countOfItems, type ListColumn } from '../resources/listStart';
import { statusTones } from '../resources/shared/people/statusTones';
import { firstScreenTexts, type FirstScreenTexts } from './firstScreenTexts';
import { listStarts } from './listStarts';
import { startedFirstPage } from './startedList';
import { useRememberedToolbarHeight } from './toolbarHeight';
import './firstListPreview.css';

type Row = Record<string, unknown> & { id: string | number };

/** Material UI's `md` breakpoint: below it the lists show cards, which are not drawn here. */
const tableWidth = '(min-width: 900px)';

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && 'id' in value;

/** The rows of a list answer (`{ data: { items } }`, docs/API.md), or undefined for anything else. */
function rowsOf(answer: unknown): Row[] | undefined {
  const items = (answer as { data?: { items?: unknown } } | undefined)?.data?.items;
  return Array.isArray(items) && items.every(isRow) ? items : undefined;
}

/** The first list's rows once its answer is in; undefined before, and when it failed. */
function useStartedRows(): Row[] | undefined {
  const [rows, setRows] = useState<Row[] | undefined>();
  useEffect(() => {
    let shown = true;
    void startedFirstPage()?.answer.then((answer) => shown && setRows(rowsOf(answer)));
    return () => {
      shown = false;
    };
  }, []);
  return rows;
}

interface Screen {
  columns: readonly ListColumn[];
  texts: FirstScreenTexts;
  sortedBy: { field: string; order: 'ASC' | 'DESC' };
  locale: string;
  resource: string;
}

/** What the first screen needs besides its rows: a list started by the entry, described, already shown once in this language. */
function startedScreen(): Screen | undefined {
  const started = startedFirstPage();
  const columns = started && listStarts.find((start) => start.resource === started.resource)?.columns;
  const locale = readPreference('locale', 'en');
  const texts = started && firstScreenTexts(started.resource, locale);
  if (!started || !columns || !texts || !window.matchMedia(tableWidth).matches) return undefined;
  return { columns, texts, sortedBy: started.params.sort, locale, resource: started.resource };
}

/** A status's or choice's label as the admin last showed it, else its value. */
function choiceText(column: ListColumn, value: unknown, screen: Screen): string | null {
  const key = choiceKey(column, value);
  return key === undefined ? null : (screen.texts.labels[key] ?? String(value ?? ''));
}

function cellText(column: ListColumn, row: Row, screen: Screen): ReactNode {
  const value = row[column.source];
  if (column.kind === 'choice') return choiceText(column, value, screen);
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'status':
      return (
        <span className="fs-status" data-tone={statusTones[String(value)]}>
          {choiceText(column, value, screen)}
        </span>
      );
    case 'money': {
      const currency = row[column.currencyField ?? 'currency'];
      return <span className="fs-number">{formatMoney(Number(value), screen.locale, typeof currency === 'string' && currency ? currency : siteCurrency())}</span>;
    }
    case 'count':
      return countOfItems(value);
    case 'number':
      return <span className="fs-number">{formatNumber(Number(value), screen.locale, column.decimals)}</span>;
    case 'yesNo':
      return <YesNo value={value === true} />;
    case 'texts':
      return Array.isArray(value) ? (
        <span className="fs-chips">
          {value.map((text) => (
            <span key={String(text)} className="fs-chip">
              {String(text)}
            </span>
          ))}
        </span>
      ) : null;
    case 'day':
      return formatDay(String(value)) || formatDate(String(value));
    case 'dayTime':
      return formatDateTime(String(value));
    case 'other':
      return null;
    default:
      return String(value);
  }
}

/** Material UI's Done and Clear icons, as react-admin's BooleanField shows a yes or a no. */
function YesNo({ value }: { value: boolean }) {
  return (
    <svg className="fs-yes-no" viewBox="0 0 24 24">
      <path d={value ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' : 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z'} />
    </svg>
  );
}

/**
 * Material UI's sort label keeps its arrow's room on every sortable header, shown only on the sorted
 * one (before the text when the column is aligned right), so the columns take the same widths.
 */
function SortArrow({ column, sortedBy }: { column: ListColumn | undefined; sortedBy: Screen['sortedBy'] }) {
  if (!column || column.sortable === false) return null;
  const sorted = column.source === sortedBy.field;
  return (
    <svg className={!sorted ? 'fs-sort idle' : sortedBy.order === 'ASC' ? 'fs-sort up' : 'fs-sort'} viewBox="0 0 24 24">
      <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
    </svg>
  );
}

/** The toolbar's place, as tall as the admin last drew it here (toolbarHeight.ts), else as the stylesheet says. */
function ToolbarPlace({ resource, locale }: { resource: string; locale: string }) {
  const { place, height } = useRememberedToolbarHeight<HTMLDivElement>(resource, locale);
  return <div ref={place} className="fs-toolbar" style={height ? { height } : undefined} />;
}

function Frame({ screen, rows }: { screen: Screen; rows: Row[] }) {
  const { texts, sortedBy } = screen;
  const translate = useTranslate();
  const [themeName] = useThemeName();
  const sidebarOpen = readStoreValue('sidebar.open') !== false;
  const shown = texts.columns.map(({ source, label }) => ({ label, column: screen.columns.find((column) => column.source === source) }));
  return (
    <div className="bare first-screen" data-theme={themeName} data-first-screen="" aria-hidden="true" inert>
      <div className="fs-appbar">
        <svg className="fs-icon" viewBox="0 0 24 24">
          <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
        </svg>
        <span className="fs-app-name">{appName()}</span>
        <span className="fs-page-name">{texts.title}</span>
      </div>
      <div className="fs-body">
        <div className={sidebarOpen ? 'fs-sidebar' : 'fs-sidebar closed'} />
        <div className="fs-content">
          <div className="fs-breadcrumbs">
            {translate('app.layout.home')}
            <span className="fs-separator">/</span>
            <span className="fs-current">{texts.title}</span>
          </div>
          <div className="fs-heading">{texts.title}</div>
          <ToolbarPlace resource={screen.resource} locale={screen.locale} />
          <div className="fs-card">
            <table>
              <thead>
                <tr>
                  {texts.selectable && (
                    <th className="fs-check">
                      <span className="fs-box" />
                    </th>
                  )}
                  {shown.map(({ label, column }) => (
                    <th key={column?.source ?? label} className={column?.align === 'right' ? 'right' : undefined}>
                      {column?.align === 'right' && <SortArrow column={column} sortedBy={sortedBy} />}
                      {label}
                      {column?.align !== 'right' && <SortArrow column={column} sortedBy={sortedBy} />}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    {texts.selectable && (
                      <td className="fs-check">
                        <span className="fs-box" />
                      </td>
                    )}
                    {shown.map(({ label, column }) => (
                      <td key={column?.source ?? label} className={column?.align === 'right' ? 'right' : undefined}>
                        {column && cellText(column, row, screen)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * While the admin's code loads, the list the entry started (src/firstScreen/startFirstList.ts) is
 * drawn from its first page's answer, in the admin's layout: the heading, the table's headers and
 * rows where react-admin will draw them, with the texts the admin last showed in this language
 * (firstScreenTexts.ts). Nothing in it can be used (it is inert and hidden from assistive
 * technology, which hears `loading`): react-admin's own screen replaces it as soon as it renders.
 * Anything missing (not a described list, never shown in this language, a narrow screen, no
 * answer yet or a failed one) shows `loading` alone.
 */
export function FirstListPreview({ loading }: { loading: ReactNode }) {
  const [screen] = useState(startedScreen);
  const rows = useStartedRows();
  if (!screen || !rows?.length) return <>{loading}</>;
  return (
    <>
      {loading}
      <Frame screen={screen} rows={rows} />
    </>
  );
}

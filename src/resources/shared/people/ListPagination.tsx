import { useCallback } from 'react';
import { PaginationItem, Typography } from '@mui/material';
import { Pagination, PaginationActions, useListContext, useTranslate, type PaginationActionsProps } from 'react-admin';
import { pageReachable } from '../../../../contract/pageReach';
import { useNumberFormat } from '../../../format/numbers';
import { deferredPart } from '../../../layout/deferredPart';
import { PAGE_SIZES } from './pageSizes';

/** Typed only by someone going far: its field loads after the list's rows. */
const PageJump = deferredPart(() => import('./PageJump').then((m) => m.PageJump));

/** From this many pages on the pagination also offers "go to page" (Material UI lists up to 7 pages without gaps). */
const JUMP_FROM_PAGES = 8;

/**
 * react-admin's page buttons, named in the admin's language (Material UI's own name is English),
 * with first and last page buttons, and the pages a long list cannot open (contract/pageReach.ts)
 * disabled. A capped count has no last page to offer: its total is where counting stopped.
 */
function PageActions(props: PaginationActionsProps) {
  const { meta, total = 0 } = useListContext();
  const translate = useTranslate();
  const reach = typeof meta?.reach === 'number' ? meta.reach : undefined;
  const reachable = (page: number) => reach === undefined || pageReachable({ page, perPage: props.rowsPerPage, total, reach });
  return (
    <PaginationActions
      {...props}
      showFirstButton
      showLastButton={!meta?.capped}
      aria-label={translate('app.people.pages')}
      renderItem={(item) => <PaginationItem {...item} disabled={item.disabled || (item.page !== null && !reachable(item.page))} />}
    />
  );
}

/**
 * react-admin's pagination with the lists' page sizes. A search of a large list counts its matches
 * up to a cap past the page: when more match, the API says so (`capped`) and the range reads "1–25
 * of more than 1,000"; a page near the end of what was counted counts further, so the next page
 * opens, up to the deepest the API pages to, where the list says how to narrow it (before it, that
 * its last page cannot be opened). A list too long to page through by number (`reach`) offers only
 * the pages it can open, and says how to reach the rows in between. A list of many pages also takes
 * a page number ("go to page"). While the list shows its load error there is nothing
 * to page: the counts of the last good page ("1-25 of 300") would contradict the message.
 */
export function ListPagination({ sizes = PAGE_SIZES }: { sizes?: number[] }) {
  const { error, meta, page, perPage, setPerPage, total = 0 } = useListContext();
  const translate = useTranslate();
  const numbers = useNumberFormat();
  const capped = Boolean(meta?.capped);
  // The counts grouped as the language writes them ("1–25 of 20,000", "1–25 von 20.000").
  const rangeLabel = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      capped
        ? translate('app.people.moreThanTotal', { from: numbers.count(from), to: numbers.count(to), total: numbers.count(count) })
        : translate('ra.navigation.page_range_info', { offsetBegin: numbers.count(from), offsetEnd: numbers.count(to), total: numbers.count(count) }),
    [translate, numbers, capped],
  );
  if (error) return null;
  const reach = typeof meta?.reach === 'number' ? meta.reach : undefined;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const opens = (to: number) => to >= 1 && to <= lastPage && pageReachable({ page: to, perPage, total, reach });
  // The phone's previous and next buttons, which take these over react-admin's own (so both are set).
  const steps = reach !== undefined ? { actions: { previousButton: { disabled: !opens(page - 1) }, nextButton: { disabled: !opens(page + 1) } } } : {};
  // The browser's own select for the page size: Material UI's keeps its node in state from the first
  // commit on, which holds back the first screen's paint (docs/performance.md, "Nothing urgent in the
  // first commit"). It sets a number, as Material UI's menu does (react-admin passes the value on).
  const pageSizeSelect = {
    native: true,
    inputProps: { 'aria-label': translate('ra.navigation.page_rows_per_page') },
    onChange: (event: { target: { value: unknown } }) => setPerPage(Number(event.target.value)),
  };
  // The page buttons' names: react-admin translates them on a wide screen only, so a phone read
  // Material UI's English ("Go to previous page") in every language.
  const pageButtonName = (type: string) => translate(`ra.navigation.${type}`, { _: type });
  return (
    <>
      <Pagination
        rowsPerPageOptions={sizes}
        // react-admin passes them on to Material UI's TablePagination; its own type leaves them out.
        {...{ labelDisplayedRows: rangeLabel, getItemAriaLabel: pageButtonName }}
        actions={PageActions}
        slotProps={{ ...steps, select: pageSizeSelect }}
      />
      {/* A capped count always reaches past the page shown, except at the deepest the API pages to. */}
      {capped && page >= lastPage && (
        <Typography variant="caption" component="p" sx={{ px: 2, pb: 1, textAlign: 'end' }}>
          {translate('app.people.matchesOutOfReach', { rows: numbers.count(total) })}
        </Typography>
      )}
      {reach !== undefined && ((page < lastPage && !opens(page + 1)) || (page > 1 && !opens(page - 1))) && (
        <Typography variant="caption" component="p" sx={{ px: 2, pb: 1, textAlign: 'end' }}>
          {translate('app.people.pagesOutOfReach', { rows: numbers.count(reach) })}
        </Typography>
      )}
      {capped && page < lastPage && (
        <Typography variant="caption" component="p" sx={{ px: 2, pb: 1, textAlign: 'end' }}>
          {translate('app.people.lastPageUncounted', { total: numbers.count(total) })}
        </Typography>
      )}
      {lastPage >= JUMP_FROM_PAGES && <PageJump lastPage={lastPage} opens={opens} />}
    </>
  );
}

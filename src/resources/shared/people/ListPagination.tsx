import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { useNumberFormat } from '../../../format/numbers';
import { PAGE_SIZES } from './pageSizes';

/**
 * react-admin's pagination with the lists' page sizes. A search of a large list counts its matches
 * up to a cap: when more match, the API says so (`capped`) and the range reads "1–25 of more than
 * 1,000". While the list shows its load error there is nothing to page: the counts of the last good
 * page ("1-25 of 300") would contradict the message.
 */
export function ListPagination({ sizes = PAGE_SIZES }: { sizes?: number[] }) {
  const { error, meta } = useListContext();
  const translate = useTranslate();
  const numbers = useNumberFormat();
  const moreThan = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('app.people.moreThanTotal', { from: numbers.count(from), to: numbers.count(to), total: numbers.count(count) }),
    [translate, numbers],
  );
  if (error) return null;
  return <Pagination rowsPerPageOptions={sizes} {...(meta?.capped ? { labelDisplayedRows: moreThan } : {})} />;
}

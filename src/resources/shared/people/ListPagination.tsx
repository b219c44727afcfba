import { Pagination, useListContext } from 'react-admin';
import { PAGE_SIZES } from './pageSizes';

/**
 * react-admin's pagination with the lists' page sizes. While the list shows its load error there is
 * nothing to page: the counts of the last good page ("1-25 of 300") would contradict the message.
 */
export function ListPagination({ sizes = PAGE_SIZES }: { sizes?: number[] }) {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={sizes} />;
}

import { useGetList, type SortPayload } from 'react-admin';
import { SelectFilter } from './SelectFilter';
import type { FilterProps } from './filterProps';

/** Enough for the short lists offered as a pick (catalogues, report titles): all of them, one page. */
const ALL = 500;

export interface ReferenceSelectFilterProps extends FilterProps {
  reference: string;
  sort: SortPayload;
  /** The field of a record shown as its choice. */
  optionText: string;
}

/** A pick among the records of a short list (react-admin's ReferenceInput with a SelectInput). */
export function ReferenceSelectFilter({ reference, sort, optionText, ...props }: ReferenceSelectFilterProps) {
  const { data, isPending } = useGetList(reference, { pagination: { page: 1, perPage: ALL }, sort });
  const choices = (data ?? []).map((record) => ({ id: record.id, name: String(record[optionText] ?? '') }));
  return <SelectFilter {...props} choices={choices} isPending={isPending} />;
}

import type { ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import type { FilterProps } from './filterProps';
import { FilterLabel } from './FilterLabel';
import { useFilterField } from './liveFilters';

/** A day, stored as the browser's date field gives it, YYYY-MM-DD (react-admin's DateInput). */
export function DateFilter({ source, label }: FilterProps) {
  const [value, setValue] = useFilterField(source);
  // The browser reports a day once it is complete (or '' once cleared), never a part of one.
  const change = (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value, { debounce: true });
  return (
    <TextField
      type="date"
      name={source}
      className={`ra-input ra-input-${source}`}
      label={<FilterLabel source={source} label={label} />}
      value={typeof value === 'string' ? value : ''}
      onChange={change}
      slotProps={{ inputLabel: { shrink: true } }}
      size="small"
    />
  );
}

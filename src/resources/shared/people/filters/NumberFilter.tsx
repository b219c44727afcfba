import { useState, type ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import type { FilterProps } from './filterProps';
import { FilterLabel } from './FilterLabel';
import { useFilterField } from './liveFilters';

export interface NumberFilterProps extends FilterProps {
  /** The stored value as shown in the field (e.g. cents as dollars). */
  format?: (value: unknown) => number | string;
  /** The typed number as stored (e.g. dollars as cents); null when the field is blank. */
  parse?: (value: number | string) => unknown;
  min?: number;
  step?: number | 'any';
}

const asNumber = (value: number | string) => (value === '' ? null : Number(value));
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A number (react-admin's NumberInput): the field shows what is typed ("1.0" on the way to "1.05")
 * while it has the focus, and the stored value, formatted, otherwise.
 */
export function NumberFilter({ source, label, format = asText, parse = asNumber, min, step = 'any' }: NumberFilterProps) {
  const [value, setValue] = useFilterField(source);
  const [typed, setTyped] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: text, valueAsNumber } = event.target;
    setTyped(text);
    setValue(parse(Number.isNaN(valueAsNumber) ? text : valueAsNumber), { debounce: true });
  };
  return (
    <TextField
      type="number"
      name={source}
      className={`ra-input ra-input-${source}`}
      label={<FilterLabel source={source} label={label} />}
      value={typed ?? String(format(value ?? ''))}
      onFocus={() => setTyped(String(format(value ?? '')))}
      onBlur={() => setTyped(null)}
      onChange={change}
      slotProps={{ htmlInput: { min, step } }}
      size="small"
    />
  );
}

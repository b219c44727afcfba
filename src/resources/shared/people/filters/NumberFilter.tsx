import { useState, type ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilterProps } from './filterProps';
import { FilterLabel } from './FilterLabel';
import { useFilterField, useLiveFilters } from './liveFilters';

export interface NumberFilterProps extends FilterProps {
  /** The stored value as shown in the field (e.g. cents as dollars). */
  format?: (value: unknown) => number | string;
  /** The typed number as stored (e.g. dollars as cents); null when the field is blank. */
  parse?: (value: number | string) => unknown;
  min?: number;
  step?: number | 'any';
  /** The filter whose value this one may not go below (a range's maximum names its minimum). */
  notBelow?: string;
  /** The filter whose value this one may not go above (a range's minimum names its maximum). */
  notAbove?: string;
}

const asNumber = (value: number | string) => (value === '' ? null : Number(value));
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A number (react-admin's NumberInput): the field shows what is typed ("1.0" on the way to "1.05")
 * while it has the focus, and the stored value, formatted, otherwise. A number the list would refuse
 * (below `min`, or on the wrong side of the range's other end) is said on the field and not applied,
 * so the list keeps its rows.
 */
export function NumberFilter({ source, label, format = asText, parse = asNumber, min, step = 'any', notBelow, notAbove }: NumberFilterProps) {
  const translate = useTranslate();
  const { values } = useLiveFilters();
  const [value, setValue] = useFilterField(source);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const problemWith = (number: number, stored: unknown): string | null => {
    if (min !== undefined && number < min) return translate('ra.validation.minValue', { min });
    const lower = notBelow ? values[notBelow] : undefined;
    if (isNumber(lower) && isNumber(stored) && stored < lower) return translate('ra.validation.minValue', { min: format(lower) });
    const upper = notAbove ? values[notAbove] : undefined;
    if (isNumber(upper) && isNumber(stored) && stored > upper) return translate('ra.validation.maxValue', { max: format(upper) });
    return null;
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: text, valueAsNumber } = event.target;
    setTyped(text);
    const stored = parse(Number.isNaN(valueAsNumber) ? text : valueAsNumber);
    const refused = Number.isNaN(valueAsNumber) ? null : problemWith(valueAsNumber, stored);
    setProblem(refused);
    if (!refused) setValue(stored, { debounce: true });
  };
  return (
    <TextField
      type="number"
      name={source}
      className={`ra-input ra-input-${source}`}
      label={<FilterLabel source={source} label={label} />}
      value={typed ?? String(format(value ?? ''))}
      onFocus={() => setTyped(String(format(value ?? '')))}
      onBlur={() => {
        setTyped(null);
        setProblem(null);
      }}
      onChange={change}
      error={problem !== null}
      helperText={problem}
      slotProps={{ htmlInput: { min, step } }}
      size="small"
    />
  );
}

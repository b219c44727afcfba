import { useState, type ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, parseDay, useSiteDateFormat } from '../../../../format/date';
import type { FilterProps } from './filterProps';
import { FilterLabel } from './FilterLabel';
import { useFilterField } from './liveFilters';

/** The example day of the format hint: 24 November 2026. */
const exampleDay = '2026-11-24';

/**
 * A day, shown and typed in the site settings' date display (as the lists show dates), stored as
 * YYYY-MM-DD. Not the browser's date field: that one writes the day in the browser's language's
 * order whatever the settings say. A text that is not a real day is said on the field and not
 * applied, so the list keeps its rows.
 */
export function DateFilterInput({ source, label }: FilterProps) {
  const translate = useTranslate();
  const format = useSiteDateFormat();
  const [value, setValue] = useFilterField(source);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = typeof value === 'string' ? formatDay(value, format) : '';

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setTyped(text);
    const day = text.trim() === '' ? '' : parseDay(text, format);
    if (day === undefined) {
      setProblem(translate('app.people.validation.day', { format, example: formatDay(exampleDay, format) }));
      return;
    }
    setProblem(null);
    setValue(day, { debounce: true });
  };
  return (
    <TextField
      name={source}
      className={`ra-input ra-input-${source}`}
      label={<FilterLabel source={source} label={label} />}
      value={typed ?? shown}
      placeholder={format}
      onChange={change}
      // A day not written right is dropped on leaving the field: the field shows the applied one again.
      onBlur={() => {
        setTyped(null);
        setProblem(null);
      }}
      error={problem !== null}
      helperText={problem}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      size="small"
    />
  );
}

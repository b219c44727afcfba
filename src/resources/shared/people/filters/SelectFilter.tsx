import { MenuItem, TextField, type Theme } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import type { FilterProps } from './filterProps';
import { FilterLabel } from './FilterLabel';
import { useFilterField } from './liveFilters';

export interface FilterChoice {
  id: Identifier;
  name: string;
}

export interface SelectFilterProps extends FilterProps {
  choices: readonly FilterChoice[];
  /** The choices are still loading: the field waits, disabled. */
  isPending?: boolean;
}

/** As wide as react-admin's SelectInput, so that its label shows whole. */
const selectWidth = { minWidth: (theme: Theme) => theme.spacing(20) };

/** A pick among choices (react-admin's SelectInput): a first, empty option clears the filter. */
export function SelectFilter({ source, label, choices, isPending = false }: SelectFilterProps) {
  const translate = useTranslate();
  const [value, setValue] = useFilterField(source);
  // Compared as text: a hand-written URL may carry "3" for the id 3.
  const selected = choices.find((choice) => String(choice.id) === String(value));
  const clear = translate('ra.action.clear_input_value');
  return (
    <TextField
      select
      name={source}
      className={`ra-input ra-input-${source}`}
      label={<FilterLabel source={source} label={label} />}
      value={selected ? selected.id : ''}
      onChange={(event) => setValue(event.target.value)}
      disabled={isPending}
      size="small"
      sx={selectWidth}
    >
      <MenuItem value="" aria-label={clear} title={clear}>
        {/* An em space: an empty line of normal height. */}
        {'\u2003'}
      </MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { InputAdornment } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ResettableTextField, useTranslate } from 'react-admin';
import { searchKeys, shortcutOf } from '../../../../layout/shortcuts';
import type { FilterProps } from './filterProps';
import { useFilterField } from './liveFilters';

const searchIcon = {
  endAdornment: (
    <InputAdornment position="end">
      <SearchIcon color="disabled" />
    </InputAdornment>
  ),
};

/** The full-text search box: react-admin's SearchInput (no label, a placeholder, a clear button), with an accessible name; `/` puts the cursor in it. */
export function SearchFilter({ source }: FilterProps) {
  const translate = useTranslate();
  const search = translate('ra.action.search');
  const [value, setValue] = useFilterField(source);
  // The field calls back with an event as the user types, with '' from its clear button.
  const change = (eventOrValue: { target: { value: string } } | string) =>
    typeof eventOrValue === 'string' ? setValue(eventOrValue) : setValue(eventOrValue.target.value, { debounce: true });
  return (
    <ResettableTextField
      name={source}
      className={`ra-input ra-input-${source}`}
      hiddenLabel
      resettable
      placeholder={search}
      inputProps={{ 'aria-label': search, ...shortcutOf(searchKeys) }}
      value={typeof value === 'string' ? value : ''}
      onChange={change}
      InputProps={searchIcon}
      size="small"
    />
  );
}

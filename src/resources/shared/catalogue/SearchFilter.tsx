import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** react-admin's SearchInput has only a placeholder; this gives the input an accessible name too. */
export function SearchFilter(props: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput {...props} inputProps={{ 'aria-label': translate('ra.action.search') }} />;
}

import type { FormEvent, ReactElement } from 'react';
import { IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import RemoveFilterIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterProps } from './filterProps';
import { isEmptyFilterValue, LiveFiltersProvider, useLiveFilters } from './liveFilters';

/**
 * The list's filter inputs, in place of react-admin's FilterForm and with its class names and
 * layout: the always-on filters, those added from the "add filter" menu and those with a value (from
 * the URL), each added one with a button to remove it. Built from components the list has already
 * loaded, so showing it costs a few KB instead of a form library and every react-admin input
 * (docs/performance.md).
 */
export function FilterBar({ filters }: { filters: ReactElement<FilterProps>[] }) {
  const { displayedFilters, filterValues } = useListContext();
  const shown = filters.filter(({ props }) => props.alwaysOn || displayedFilters[props.source] || !isEmptyFilterValue(filterValues[props.source]));
  return (
    <LiveFiltersProvider>
      <FilterBarForm filters={shown} />
    </LiveFiltersProvider>
  );
}

function FilterBarForm({ filters }: { filters: ReactElement<FilterProps>[] }) {
  const { flush, hide } = useLiveFilters();
  const translate = useTranslate();
  // Submitting (Enter, where the browser submits) applies the typing at once, as react-admin's form does.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flush();
  };
  return (
    <Form className={classes.root} onSubmit={submit} noValidate>
      {filters.map((filter) => (
        <div key={filter.props.source} data-source={filter.props.source} className={`filter-field ${classes.input}`}>
          {filter}
          {!filter.props.alwaysOn && (
            <IconButton className={`hide-filter ${classes.hide}`} onClick={() => hide(filter.props.source)} title={translate('ra.action.remove_filter')} size="small">
              <RemoveFilterIcon />
            </IconButton>
          )}
          <div className={classes.spacer}>&nbsp;</div>
        </div>
      ))}
    </Form>
  );
}

const classes = {
  root: 'RaFilterForm-root',
  input: 'RaFilterForm-filterFormInput RaFilterFormInput-root',
  spacer: 'RaFilterFormInput-spacer',
  hide: 'RaFilterFormInput-hideButton',
};

/** react-admin's FilterForm and FilterFormInput styles. */
const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  // Only a field's refusal is said below it: react-admin's blank helper line would leave a gap.
  '& .MuiFormHelperText-root:not(.Mui-error)': { display: 'none' },
  '& .RaFilterFormInput-root': {
    display: 'flex',
    alignItems: 'flex-end',
    pointerEvents: 'auto',
    [theme.breakpoints.down('sm')]: { width: '100%' },
    '& .MuiFormControl-root': { marginTop: theme.spacing(1) },
  },
  '& .RaFilterFormInput-spacer': { width: theme.spacing(2) },
  '& .RaFilterFormInput-hideButton': { marginBottom: theme.spacing(1) },
}));

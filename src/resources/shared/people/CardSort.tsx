import { useId } from 'react';
import { Box } from '@mui/material';
import { useListSortContext, useTranslate } from 'react-admin';

/** A field the list sorts by, and its translated name's key. */
export interface SortField {
  source: string;
  label: string;
}

const selectStyle = { font: 'inherit', padding: '6px 8px', borderRadius: 4, minHeight: 36 } as const;

/**
 * The cards' sort (the table sorts by its column headers): the field and the direction, each the
 * browser's own select, so a phone shows its native picker and the keyboard works as everywhere.
 */
export function CardSort({ fields }: { fields: readonly SortField[] }) {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  const fieldId = useId();
  const orderId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 1, typography: 'body2' }}>
      <label htmlFor={fieldId}>{translate('app.people.cardSort.field')}</label>
      <select id={fieldId} style={selectStyle} value={sort.field} onChange={(event) => setSort({ field: event.target.value, order: sort.order })}>
        {fields.map(({ source, label }) => (
          <option key={source} value={source}>
            {translate(label, { _: source })}
          </option>
        ))}
      </select>
      <label htmlFor={orderId}>{translate('app.people.cardSort.order')}</label>
      <select id={orderId} style={selectStyle} value={sort.order} onChange={(event) => setSort({ field: sort.field, order: event.target.value === 'ASC' ? 'ASC' : 'DESC' })}>
        <option value="ASC">{translate('app.people.cardSort.ASC')}</option>
        <option value="DESC">{translate('app.people.cardSort.DESC')}</option>
      </select>
    </Box>
  );
}

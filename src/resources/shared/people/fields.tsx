import { Chip, Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime, useSiteDateFormat } from '../../../format/date';
import { useNumberFormat } from '../../../format/numbers';

/** Integer cents as money in the admin's language ("$123.45", "123,45 $"), in `currency` (USD by default). */
export function MoneyField({ source, currency }: FieldProps & { source: string; currency?: string }) {
  const value = useFieldValue({ source }) as number | null | undefined;
  const numbers = useNumberFormat();
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {numbers.money(value, currency)}
    </Typography>
  );
}

/**
 * A date in the site settings' display (DD/MM/YYYY by default), with the time (HH:mm) when
 * `showTime`. Use it instead of react-admin's `<DateField>`, whose output follows the browser locale.
 */
export function DayField({ source, showTime }: FieldProps & { source: string; showTime?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  useSiteDateFormat(); // renders again when the settings change the format
  if (!value) return null;
  return (
    <Typography component="time" variant="body2" dateTime={value}>
      {showTime ? formatDateTime(value) : formatDate(value)}
    </Typography>
  );
}

const statusColours: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  approved: 'success',
  paid: 'success',
  resolved: 'success',
  pending: 'warning',
  open: 'warning',
  in_review: 'info',
  refunded: 'info',
  suspended: 'error',
  rejected: 'error',
  failed: 'error',
  cancelled: 'default',
  dismissed: 'default',
};

/**
 * A status as a small chip with a translated label read from `app.people.status.<value>`; the
 * colour (its border) only repeats the text, so it is never the only cue. The label keeps the
 * normal text colour: warning/info reds and oranges as text fail 4.5:1 on white and on grey rows.
 */
export function StatusField({ source }: FieldProps & { source: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColours[value] ?? 'default'}
      sx={{ color: 'text.primary' }}
      label={translate(`app.people.status.${value}`, { _: value })}
    />
  );
}

import { Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { useFieldValue, useRecordContext, useTranslate, type FieldProps, type Identifier } from 'react-admin';
import { formatDate, formatDateTime, useSiteDateFormat } from '../../../format/date';
import { useNumberFormat } from '../../../format/numbers';
import { statusTones } from './statusTones';

/**
 * Integer cents as money in the admin's language ("$123.45", "123,45 €"). The currency: `currency`
 * when given, else the record's own `currency` (a transaction was charged in it, and converting at
 * today's rate would misstate what was paid), else the site settings' currency.
 */
export function MoneyField({ source, currency }: FieldProps & { source: string; currency?: string }) {
  const value = useFieldValue({ source }) as number | null | undefined;
  const ownCurrency = useRecordContext<{ id: Identifier; currency?: unknown }>()?.currency;
  const numbers = useNumberFormat();
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {numbers.money(value, currency ?? (typeof ownCurrency === 'string' ? ownCurrency : undefined))}
    </Typography>
  );
}

/**
 * A number in the admin's language ("1,234.5" in English, "1.234,5" in German), with `decimals`
 * digits after the point when given. Use it instead of react-admin's `<NumberField>`, whose output
 * follows the browser's language.
 */
export function NumberValue({ source, decimals }: FieldProps & { source: string; decimals?: number }) {
  const value = useFieldValue({ source }) as number | null | undefined;
  const numbers = useNumberFormat();
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {numbers.number(typeof value === 'number' ? value : null, decimals)}
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


/**
 * Material UI's small outlined Chip, drawn as one span: a Chip is several styled parts, and a list
 * shows a status on every row (docs/performance.md, "The first screen's render").
 */
const StatusChip = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  padding: '0 7px',
  borderRadius: 12,
  border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  color: theme.palette.text.primary,
  ...Object.fromEntries(
    (['success', 'warning', 'error', 'info'] as const).map((tone) => [
      `&[data-tone="${tone}"]`,
      { borderColor: alpha(theme.palette[tone].main, 0.7) },
    ]),
  ),
}));

/**
 * A status as a small outlined chip with a translated label read from `app.people.status.<value>`;
 * the colour (its border) only repeats the text, so it is never the only cue. The label keeps the
 * normal text colour: warning/info reds and oranges as text fail 4.5:1 on white and on grey rows.
 */
export function StatusField({ source }: FieldProps & { source: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return <StatusChip data-tone={statusTones[value]}>{translate(`app.people.status.${value}`, { _: value })}</StatusChip>;
}

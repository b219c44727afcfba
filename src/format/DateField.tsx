import { Typography, type TypographyProps } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { defaultDateFormat, formatDate } from './date.js';

export interface DateFieldProps extends FieldProps, Pick<TypographyProps, 'sx'> {
  /** Tokens of `formatDate`; DD/MM/YYYY by default, e.g. "DD/MM/YYYY HH:mm" for a timestamp. */
  format?: string;
}

/**
 * A date column or field in the spec's display (DD/MM/YYYY). Use it instead of react-admin's
 * `<DateField>`, whose output follows the browser locale (MM/DD/YYYY in en-US).
 */
export function DateField({ format = defaultDateFormat, sx, ...props }: DateFieldProps) {
  const value = useFieldValue(props);
  return (
    <Typography component="span" variant="body2" sx={sx}>
      {formatDate(value as string | null | undefined, format)}
    </Typography>
  );
}

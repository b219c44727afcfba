import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatCompactMoney, formatCount, formatMoney, formatThousands } from './numberFormats';

/** The formatters of numberFormats.ts in the admin's current language. */
export function useNumberFormat() {
  const [locale = 'en'] = useLocaleState();
  return useMemo(
    () => ({
      count: (value: number | null | undefined) => formatCount(value, locale),
      thousands: (value: number | null | undefined) => formatThousands(value, locale),
      money: (cents: number | null | undefined, currency?: string) => formatMoney(cents, locale, currency),
      compactMoney: (cents: number, currency?: string) => formatCompactMoney(cents, locale, currency),
    }),
    [locale],
  );
}

import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useSiteCurrency } from './currency';
import { currencySymbol, formatCompactMoney, formatCount, formatMoney, formatNumber, formatThousands } from '../../contract/numberFormats';

/**
 * The formatters of contract/numberFormats.ts in the admin's current language. Money is in the site settings'
 * currency unless the amount carries its own (`currency`); the component renders again when the
 * settings change it.
 */
export function useNumberFormat() {
  const [locale = 'en'] = useLocaleState();
  const siteCurrency = useSiteCurrency();
  return useMemo(
    () => ({
      count: (value: number | null | undefined) => formatCount(value, locale),
      /** A number, with `scale` digits after the point when given. */
      number: (value: number | null | undefined, scale?: number) => formatNumber(value, locale, scale),
      thousands: (value: number | null | undefined) => formatThousands(value, locale),
      money: (cents: number | null | undefined, currency?: string) => formatMoney(cents, locale, currency || siteCurrency),
      compactMoney: (cents: number, currency?: string) => formatCompactMoney(cents, locale, currency || siteCurrency),
      /** The site currency's sign in this language, for labels such as "Minimum amount (€)". */
      currencySymbol: currencySymbol(siteCurrency, locale),
    }),
    [locale, siteCurrency],
  );
}

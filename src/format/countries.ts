import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

const names = new Map<string, Intl.DisplayNames>();

/** A country's name in the admin's language from its ISO 3166 code ("AO" -> "Angola"); the code where Intl has no name. */
export function countryName(code: string | null | undefined, locale = 'en'): string {
  if (!code) return '';
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale === 'pt' ? 'pt-BR' : locale], { type: 'region', fallback: 'code' });
    names.set(locale, display);
  }
  try {
    return display.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

export function useCountryName(): (code: string | null | undefined) => string {
  const [locale = 'en'] = useLocaleState();
  return useMemo(() => (code: string | null | undefined) => countryName(code, locale), [locale]);
}

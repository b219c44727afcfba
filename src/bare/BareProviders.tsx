import { useEffect, type ReactNode } from 'react';
import './bare.css';
import { BareI18n } from './bareI18n.js';
import { usePreference } from './preferences.js';
import { useThemeName } from './theme.js';

/** `<html lang>` follows the chosen language (the admin calls it with react-admin's locale). */
export function useDocumentLanguage(locale: string) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

function DocumentLanguage() {
  const [locale] = usePreference<string>('locale', 'en');
  useDocumentLanguage(locale);
  return null;
}

/**
 * What the bare pages (sign-in, password, verification, error pages) run in: the language chosen in
 * the admin with react-admin's translate hook, and the chosen theme, without loading react-admin or
 * Material UI (the sign-in page's budget). The admin under /admin/* brings its own providers
 * (src/AppProviders.tsx); around it these serve only its loading and load-error states.
 */
export function BareProviders({ children }: { children: ReactNode }) {
  const [themeName] = useThemeName();
  return (
    <BareI18n>
      <DocumentLanguage />
      <div className="bare" data-theme={themeName}>
        {children}
      </div>
    </BareI18n>
  );
}

/** Only the language, for the admin's loading state (the admin draws its own page and theme). */
export function BareLanguage({ children }: { children: ReactNode }) {
  return (
    <BareI18n>
      <DocumentLanguage />
      {children}
    </BareI18n>
  );
}

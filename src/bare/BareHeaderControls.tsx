import { useId } from 'react';
import { useTranslate } from 'ra-core';
import { locales } from '../i18n/base.js';
import { Icon } from './icons.js';
import { usePreference } from './preferences.js';
import { useThemeName } from './theme.js';

/** The language of the bare pages, shared with the admin's language menu (same stored choice). */
export function BareLanguageSelect() {
  const translate = useTranslate();
  const id = useId();
  const [locale, setLocale] = usePreference<string>('locale', 'en');
  return (
    <>
      <label htmlFor={id} className="bare-visually-hidden">
        {translate('app.layout.language')}
      </label>
      <select id={id} value={locale} onChange={(event) => setLocale(event.target.value)}>
        {locales.map((entry) => (
          <option key={entry.locale} value={entry.locale} lang={entry.locale}>
            {entry.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** Light/dark switch of the bare pages (react-admin's ToggleThemeButton label). */
export function BareThemeToggle() {
  const translate = useTranslate();
  const [themeName, setThemeName] = useThemeName();
  const label = translate('ra.action.toggle_theme');
  return (
    <button
      type="button"
      className="bare-icon-button"
      aria-label={label}
      title={label}
      aria-pressed={themeName === 'dark'}
      onClick={() => setThemeName(themeName === 'dark' ? 'light' : 'dark')}
    >
      <Icon name={themeName === 'dark' ? 'lightMode' : 'darkMode'} />
    </button>
  );
}

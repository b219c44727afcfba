import { usePreference } from './preferences.js';

export type ThemeName = 'light' | 'dark';

/** The theme chosen in the admin or on a bare page (react-admin's `theme` store key). */
export function useThemeName() {
  return usePreference<ThemeName>('theme', 'light');
}

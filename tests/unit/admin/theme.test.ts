import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../../src/layout/theme.js';

type Overrides = Record<string, unknown>;

/** react-admin's grey form toolbar (RaToolbar) and what the theme says about danger buttons on it. */
function toolbar(theme: Theme) {
  const root = (theme.components as Record<string, { styleOverrides?: { root?: Overrides } }>).RaToolbar?.styleOverrides?.root ?? {};
  const danger = root['& .MuiButton-colorError:not(.Mui-disabled)'] as { color?: string } | undefined;
  return { background: root.backgroundColor as string, dangerText: danger?.color ?? theme.palette.error.main };
}

const AA = 4.5;

describe('danger actions (red text) reach WCAG AA contrast', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('%s theme: on the page, on paper and on the grey form toolbar', (_name, options) => {
    const theme = createTheme(options);
    const red = theme.palette.error.main;
    expect(getContrastRatio(red, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(red, theme.palette.background.paper)).toBeGreaterThanOrEqual(AA);
    const { background, dangerText } = toolbar(theme);
    expect(background).toMatch(/^#/);
    expect(getContrastRatio(dangerText, background)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand primary of spec section 1 in the light theme', () => {
    expect(createTheme(lightTheme).palette.primary.main).toBe('#0065C6');
  });
});

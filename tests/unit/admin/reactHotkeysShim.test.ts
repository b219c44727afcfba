import { describe, expect, it } from 'vitest';
import { useHotkeys } from '../../../src/shims/reactHotkeysHook';

describe('the react-hotkeys-hook stand-in (vite.config.ts alias)', () => {
  it('accepts what react-admin asks of a menu item without a shortcut', () => {
    expect(() => useHotkeys([], () => undefined, { enabled: false })).not.toThrow();
  });

  it('fails loudly when a shortcut is asked for, instead of ignoring it', () => {
    expect(() => useHotkeys('g t', () => undefined, { enabled: true })).toThrow(/not bundled/);
  });
});

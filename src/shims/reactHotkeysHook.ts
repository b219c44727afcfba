/**
 * react-admin's menu items bind their `keyboardShortcut` prop with react-hotkeys-hook (about 2 KB
 * gzipped in the first list's JS). The admin gives no menu item a shortcut, so vite.config.ts points
 * the library here; a shortcut asked for fails loudly instead of doing nothing.
 */
export function useHotkeys(keys: string | readonly string[], _callback: unknown, options?: { enabled?: boolean }): void {
  if (options?.enabled !== false && keys.length > 0) {
    throw new Error('Keyboard shortcuts are not bundled: remove the react-hotkeys-hook alias from vite.config.ts to use them');
  }
}

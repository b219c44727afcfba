import { useEffect } from 'react';

const defaultAppName = 'Tutor Admin';

/** The product name: `<meta name="application-name">` (the server fills it from APP_NAME). */
export function appName(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="application-name"]');
  return meta?.getAttribute('content')?.trim() || defaultAppName;
}

/** Page titles begin with the product name (spec section 1): "<APP_NAME> | <page>". */
export function documentTitle(page?: string): string {
  return page ? `${appName()} | ${page}` : appName();
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

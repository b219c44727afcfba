import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './services/templateText.js';

/**
 * The built admin's index.html with the product name (APP_NAME) filled in, read once at start:
 * the static bundle stays the same for every deployment, the name comes from the server.
 */
export function loadAdminPage(adminDir: string, appName: string): string {
  const html = readFileSync(path.join(adminDir, 'index.html'), 'utf8');
  const name = escapeHtml(appName);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${name}$2`);
}

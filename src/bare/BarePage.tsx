import type { ReactNode } from 'react';
import { useDocumentTitle, appName } from '../layout/appName.js';
import { BareLanguageSelect, BareThemeToggle } from './BareHeaderControls.js';

/**
 * The bare layout of sign-in, password, verification and error pages: a header with the product
 * name, the language choice and the theme toggle, then one card in a main landmark with the page's h1.
 */
export function BarePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <header className="bare-header">
        <span className="bare-app-name">{appName()}</span>
        <BareLanguageSelect />
        <BareThemeToggle />
      </header>
      <main className="bare-main">
        <div className="bare-card">
          <h1>{title}</h1>
          {children}
        </div>
      </main>
    </>
  );
}

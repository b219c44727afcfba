import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { joinOtherTabs } from './authProvider/otherTabs.js';
import { readPreference } from './bare/preferences.js';
import { siteCurrency } from './format/currency.js';
import { prepareMoneyFormat } from '../contract/numberFormats.js';
import { startFirstList } from './firstScreen/startFirstList.js';
import { createRouter, preloadScreensFor } from './router.js';

// A tab opened without a session first takes one from an open tab, if any (a short, bounded wait).
void joinOtherTabs(window.location.pathname).then(() => {
  const adminOnItsWay = preloadScreensFor(window.location.pathname);
  startFirstList(window.location);
  // The main thread waits for the admin's code now: build what its first screen would build first.
  if (adminOnItsWay) setTimeout(() => prepareMoneyFormat(readPreference('locale', 'en'), siteCurrency()), 0);

  // A transition, so that React renders the first screen in slices and yields to the browser
  // between them instead of holding the main thread for the whole tree (Lighthouse's blocking time).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={createRouter()} />
      </StrictMode>,
    );
  });
});

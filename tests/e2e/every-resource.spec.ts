import { expect, test } from '@playwright/test';
import { hasAction } from '../../contract/declaration';
import { adminResources } from './admin-routes';
import { ports } from '../../playwright.config';
import { staffApi } from './content-support';
import { plural, textsOf } from './resource-texts';
import { screenHeading, signIn } from './support';
import { emptyList, expectNoSidewaysScroll, idInLink, listFilters, recordTitle, records, renameUnchanged, saveFormUnchanged, storedRecord, watchForFailures } from './walk-support';

/**
 * Every resource of the admin, read off its declaration (src/resources/<name>/resource.ts), walked
 * as a superAdmin walks it on the demo marketplace: its list from the menu, its first record opened
 * from the list and titled with its name, saved unchanged where it can be changed (the version the
 * form read is the one stored: no conflict), back to the list with its filters, and the list on a
 * phone; a singleton's one page the same way. No call fails and the page throws nothing on the way.
 * A resource added later is walked without a line of its own.
 */

// A demo marketplace of its own: the walk saves the first record of every list.
const walkBaseURL = process.env.E2E_WALK_URL ?? `http://localhost:${ports.walk}`;
test.use({ baseURL: walkBaseURL });

const PHONE = { width: 360, height: 740 };

for (const resource of await adminResources()) {
  const { declaration, paths } = resource;
  // The superAdmin may do whatever a resource has.
  const mayUpdate = hasAction(declaration, 'update');

  test(`${resource.name}: from the menu to its first record${mayUpdate ? ', saved unchanged,' : ''} and back, also on a phone`, async ({ page, request }) => {
    const failures = watchForFailures(page);
    const texts = await textsOf(resource.name);
    const api = await staffApi(request, walkBaseURL);
    await signIn(page);
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: plural(texts), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.list}(\\?.*)?$`));
    await expect(screenHeading(page)).toHaveText(plural(texts));

    if (declaration.singleton) {
      if (mayUpdate) await saveFormUnchanged(page, api, declaration, texts);
    } else {
      const first = records(page).first();
      await expect(first.or(emptyList(page, plural(texts)))).toBeVisible();
      if (await first.isVisible()) {
        const filters = await listFilters(page).ariaSnapshot();
        if (resource.detail || resource.edit) {
          const link = first.getByRole('link').first();
          const id = idInLink(resource, (await link.getAttribute('href'))!);
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${resource.detail ? paths.detail(id) : paths.edit(id)}$`));
          await expect(screenHeading(page)).toContainText(recordTitle(declaration, await storedRecord(api, declaration, id)));
          if (mayUpdate) {
            if (resource.detail && resource.edit) {
              await page.getByRole('link', { name: 'Edit', exact: true }).click();
              await expect(page).toHaveURL(new RegExp(`${paths.edit(id)}$`));
            }
            await saveFormUnchanged(page, api, declaration, texts, id);
          }
          await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: plural(texts), exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${paths.list}(\\?.*)?$`));
          await expect(records(page).first()).toBeVisible();
        } else if (mayUpdate) {
          await renameUnchanged(page, first);
        }
        await expect(listFilters(page)).toMatchAriaSnapshot(filters);
      }
    }

    await page.setViewportSize(PHONE);
    if (!declaration.singleton) await expect(records(page).first().or(emptyList(page, plural(texts)))).toBeVisible();
    await expectNoSidewaysScroll(page, PHONE.width);
    expect(failures, 'failed calls and page errors').toEqual([]);
  });
}

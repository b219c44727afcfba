import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../src/layout/breadcrumbTrail.js';
import { Breadcrumbs } from '../../../src/layout/Breadcrumbs.js';
import { routePatterns } from '../../../src/resources/paths.js';
import { ShellTestApp } from './shellTestKit.js';

const View = () => null;
const patterns = {
  tutors: routePatterns({ show: View }),
  pages: routePatterns({}),
  'admin-management': routePatterns({ show: View, routes: { detail: 'view/:id' } }),
};

describe('breadcrumbTrail', () => {
  it.each([
    ['/admin/dashboard', [['app.page.dashboard', '/admin/dashboard']]],
    ['/admin/change-password', [['app.page.change_password', '/admin/change-password']]],
    ['/admin/tutors', [['resources.tutors.name', '/admin/tutors']]],
    ['/admin/tutors/add', [['resources.tutors.name', '/admin/tutors'], ['app.layout.add', '/admin/tutors/add']]],
    ['/admin/tutors/7', [['resources.tutors.name', '/admin/tutors'], ['app.layout.record', '/admin/tutors/7']]],
    [
      '/admin/tutors/edit/7',
      [
        ['resources.tutors.name', '/admin/tutors'],
        ['app.layout.record', '/admin/tutors/7'],
        ['app.layout.edit', '/admin/tutors/edit/7'],
      ],
    ],
    ['/admin/pages/3', [['resources.pages.name', '/admin/pages'], ['app.layout.record', '/admin/pages/3']]],
    // The trash, not a record whose id is "trash".
    ['/admin/pages/trash', [['resources.pages.name', '/admin/pages'], ['app.trash.name', '/admin/pages/trash']]],
    [
      '/admin/admin-management/view/2',
      [['resources.admin-management.name', '/admin/admin-management'], ['app.layout.record', '/admin/admin-management/view/2']],
    ],
    ['/admin/unknown', []],
    ['/pages/error-404', []],
  ])('%s', (pathname, expected) => {
    expect(breadcrumbTrail(pathname, patterns).map((crumb) => [crumb.label, crumb.path])).toEqual(expected);
  });

  it('carries the record id and the plural count for translation', () => {
    const [list, record] = breadcrumbTrail('/admin/tutors/42', patterns);
    expect(list?.options).toEqual({ smart_count: 2 });
    expect(record?.options).toEqual({ id: '42' });
  });
});

describe('<Breadcrumbs>', () => {
  it('starts with a Home link to / and shows the last entry as the current page, not a link', () => {
    render(
      <ShellTestApp>
        <Breadcrumbs trail={breadcrumbTrail('/admin/tutors/edit/7', patterns)} />
      </ShellTestApp>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Tutors', '/admin/tutors'],
      ['#7', '/admin/tutors/7'],
    ]);
    const current = within(nav).getByText('Edit');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });
});

import { createTheme } from '@mui/material';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { appName, documentTitle } from '../../../src/layout/appName.js';
import { CollapsibleCard, collapsedHeight, collapseTimings } from '../../../src/layout/CollapsibleCard.js';
import { darkTheme, lightTheme } from '../../../src/layout/theme.js';
import { resourcePaths, routePatterns } from '../../../src/resources/paths.js';
import { useDetailRedirect, useResourcePaths } from '../../../src/resources/useResourcePaths.js';
import { AppResourceDefinitions } from './resources/appDefinitions.js';
import { ShellTestApp } from './shellTestKit.js';

afterEach(() => {
  document.head.querySelector('meta[name="application-name"]')?.remove();
});

describe('theme', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('%s theme has the spec breakpoints and top, instant tooltips', (_mode, options) => {
    const theme = createTheme(options);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({ placement: 'top', enterDelay: 0 });
  });

  it('is light by default with the primary colour #0065C6', () => {
    const theme = createTheme(lightTheme);
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#0065C6');
    expect(createTheme(darkTheme).palette.mode).toBe('dark');
  });
});

describe('page titles', () => {
  it('begin with the product name from <meta name="application-name">', () => {
    expect(appName()).toBe('Tutor Admin');
    const meta = document.createElement('meta');
    meta.name = 'application-name';
    meta.content = 'Acme Tutors';
    document.head.append(meta);
    expect(documentTitle('Tutors')).toBe('Acme Tutors | Tutors');
    expect(documentTitle()).toBe('Acme Tutors');
  });
});

describe('CollapsibleCard', () => {
  it('opens in 300 ms, closes in 50 ms, keeps 1.5rem when collapsed', () => {
    expect(collapseTimings).toEqual({ enter: 300, exit: 50 });
    expect(collapsedHeight).toBe('1.5rem');
  });

  it('toggles by keyboard-reachable button with aria-expanded', () => {
    render(
      <ShellTestApp>
        <CollapsibleCard title="Statistics">
          <p>Content</p>
        </CollapsibleCard>
      </ShellTestApp>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Statistics' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(expand.getAttribute('aria-controls') ?? '')).toHaveStyle({ minHeight: '1.5rem' });
  });
});

describe('resource paths', () => {
  const View = () => null;

  it('follow the spec URLs: add, :id and edit/:id by default', () => {
    const paths = resourcePaths('tutors', routePatterns({ show: View }));
    expect([paths.list, paths.add, paths.detail(5), paths.edit(5)]).toEqual([
      '/admin/tutors',
      '/admin/tutors/add',
      '/admin/tutors/5',
      '/admin/tutors/edit/5',
    ]);
  });

  it('put the edit screen at :id when there is no detail screen (pages, email templates)', () => {
    expect(resourcePaths('pages', routePatterns({})).edit(3)).toBe('/admin/pages/3');
  });

  it('follow a resource own patterns (admin-management: view/:id), relative for redirects', () => {
    const paths = resourcePaths('admin-management', routePatterns({ show: View, routes: { detail: 'view/:id' } }), '');
    expect([paths.detail(2), paths.edit(2), paths.add]).toEqual([
      '/admin-management/view/2',
      '/admin-management/edit/2',
      '/admin-management/add',
    ]);
  });

  it("useResourcePaths reads a resource's patterns from the registry, from the first render (before react-admin registers any resource)", () => {
    function Show() {
      const paths = useResourcePaths();
      return <output>{`${paths.list} ${paths.detail(9)} ${paths.edit(9)}`}</output>;
    }
    render(
      <ShellTestApp>
        <ResourceContextProvider value="admin-management">
          <Show />
        </ResourceContextProvider>
      </ShellTestApp>,
    );
    expect(within(document.body).getByRole('status')).toHaveTextContent(
      '/admin/admin-management /admin/admin-management/view/9 /admin/admin-management/edit/9',
    );
  });

  it('give the people and money screens their spec URLs, and their saves redirect to the detail (relative)', () => {
    function Urls({ resource }: { resource: string }) {
      const paths = useResourcePaths(resource);
      const redirect = useDetailRedirect(resource) as (resource?: string, id?: number) => string;
      return <li>{[paths.list, paths.add, paths.detail(4), paths.edit(4), redirect(resource, 4), redirect(resource)].join(' ')}</li>;
    }
    const people = ['tutors', 'users', 'admin-management', 'transactions', 'reports'];
    render(
      <ShellTestApp>
        <AppResourceDefinitions>
          <ul>
            {people.map((resource) => (
              <Urls key={resource} resource={resource} />
            ))}
          </ul>
        </AppResourceDefinitions>
      </ShellTestApp>,
    );
    expect(within(document.body).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/admin/tutors /admin/tutors/add /admin/tutors/4 /admin/tutors/edit/4 /tutors/4 /tutors',
      '/admin/users /admin/users/add /admin/users/4 /admin/users/edit/4 /users/4 /users',
      '/admin/admin-management /admin/admin-management/add /admin/admin-management/view/4 /admin/admin-management/edit/4 /admin-management/view/4 /admin-management',
      '/admin/transactions /admin/transactions/add /admin/transactions/4 /admin/transactions/edit/4 /transactions/4 /transactions',
      '/admin/reports /admin/reports/add /admin/reports/4 /admin/reports/edit/4 /reports/4 /reports',
    ]);
  });
});

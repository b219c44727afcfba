import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../../../src/layout/PageFrame.js';
import { usePageHeading } from '../../../src/layout/pageHeading.js';
import { ShellTestApp } from './shellTestKit.js';

function NamedScreen({ name }: { name?: string }) {
  usePageHeading(name);
  return <p>screen</p>;
}

describe('<PageFrame>', () => {
  it('gives the screen one h1, breadcrumbs and a document title from the route', async () => {
    render(
      <ShellTestApp path="/admin/change-password">
        <PageFrame>
          <NamedScreen />
        </PageFrame>
      </ShellTestApp>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change password');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByText('Change password')).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => document.title).toBe('Tutor Admin | Change password');
  });

  it("heads a resource's screen from its first render, before react-admin has registered any resource (no heading arriving later to push the screen down)", () => {
    render(
      <ShellTestApp path="/admin/tutors">
        <PageFrame>
          <NamedScreen />
        </PageFrame>
      </ShellTestApp>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tutors');
  });

  it('lets a screen name the page itself', async () => {
    render(
      <ShellTestApp path="/admin/profile">
        <PageFrame>
          <NamedScreen name="Ada Lovelace" />
        </PageFrame>
      </ShellTestApp>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Ada Lovelace')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => document.title).toBe('Tutor Admin | Ada Lovelace');
  });
});

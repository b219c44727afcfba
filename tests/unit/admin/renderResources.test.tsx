import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminUI, RecordContextProvider, useLocation } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DayField } from '../../../src/resources/shared/people/fields.js';
import { defaultDateFormat, setSiteDateFormat } from '../../../src/format/date.js';
import { renderResource } from '../../../src/resources/renderResources.js';
import type { ResourceModule } from '../../../src/resources/types.js';
import { ShellTestApp } from './shellTestKit.js';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

const screenNamed = (name: string) => () => <p>{name}</p>;
const BareLayout = ({ children }: { children: ReactNode }) => <>{children}</>;

const tutors: ResourceModule = {
  name: 'tutors',
  list: screenNamed('tutor list'),
  show: screenNamed('tutor detail'),
  edit: screenNamed('tutor edit'),
  create: screenNamed('tutor add'),
};
const admins: ResourceModule = { ...tutors, name: 'admin-management', routes: { detail: 'view/:id' } };
const pages: ResourceModule = { name: 'pages', list: screenNamed('page list'), edit: screenNamed('page edit') };

function renderAt(path: string) {
  render(
    <ShellTestApp path={path} routePattern="/admin/*" beside={<Where />}>
      <AdminUI layout={BareLayout} disableTelemetry>
        {[tutors, admins, pages].map(renderResource)}
      </AdminUI>
    </ShellTestApp>,
  );
}

describe('resources at the spec URLs', () => {
  it.each([
    ['/admin/tutors', 'tutor list'],
    ['/admin/tutors/add', 'tutor add'],
    ['/admin/tutors/5', 'tutor detail'],
    ['/admin/tutors/edit/5', 'tutor edit'],
    ['/admin/admin-management/view/2', 'tutor detail'],
    ['/admin/admin-management/edit/2', 'tutor edit'],
    ['/admin/pages', 'page list'],
    ['/admin/pages/3', 'page edit'],
  ])('%s opens the %s screen', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent(path);
  });

  it.each([
    ['/admin/tutors/create', '/admin/tutors/add', 'tutor add'],
    ['/admin/tutors/5/show', '/admin/tutors/5', 'tutor detail'],
    ['/admin/admin-management/2/show', '/admin/admin-management/view/2', 'tutor detail'],
  ])("react-admin's default URL %s leads to %s", async (path, target, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent(target);
  });
});

describe('<DayField>', () => {
  it("shows DD/MM/YYYY by default, with the time when asked, and follows the site settings' date format at once", () => {
    render(
      <ShellTestApp>
        <RecordContextProvider value={{ id: 1, createdAt: new Date(2026, 1, 3, 9, 30).toISOString() }}>
          <DayField source="createdAt" />
          <DayField source="createdAt" showTime />
        </RecordContextProvider>
      </ShellTestApp>,
    );
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026 09:30')).toBeInTheDocument();
    try {
      act(() => setSiteDateFormat('YYYY-MM-DD'));
      expect(screen.getByText('2026-02-03')).toBeInTheDocument();
      expect(screen.getByText('2026-02-03 09:30')).toBeInTheDocument();
      expect(localStorage.getItem('tutorAdmin.dateFormat')).toBe('YYYY-MM-DD');
      act(() => setSiteDateFormat('DD.MM.YY'));
      expect(screen.getByText('2026-02-03')).toBeInTheDocument();
    } finally {
      act(() => setSiteDateFormat(defaultDateFormat));
    }
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
  });
});

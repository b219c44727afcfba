import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { englishCatalogue } from '../../../../../src/i18n/catalogue';
import { PageHeadingContext } from '../../../../../src/layout/pageHeading';
import { AppResourceDefinitions } from '../appDefinitions';

// The machine is shared and slow: give screens time to load their lazy parts and data.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 45_000 });

/** The admin's own English catalogue (so tests read what a user reads). */
export const messages = englishCatalogue;

/** Stands in for the layout's PageFrame: the h1 a screen sets with usePageHeading. */
function PageHeadingHost({ children }: { children: ReactNode }) {
  const [heading, setHeading] = useState<string | undefined>();
  return (
    <>
      {heading && <h1>{heading}</h1>}
      <PageHeadingContext.Provider value={setHeading}>{children}</PageHeadingContext.Provider>
    </>
  );
}

type Fake = Partial<Record<keyof DataProvider | 'call', unknown>>;

/** A fake dataProvider: every method a vi.fn, overridable; audit lists answer empty. */
export function fakeDataProvider(overrides: Fake = {}) {
  return {
    getList: vi.fn(async (resource: string) => (resource === 'audit' ? { data: [], total: 0 } : { data: [], total: 0 })),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    updateMany: vi.fn(),
    call: vi.fn(),
    ...Object.fromEntries(
      Object.entries(overrides).map(([name, fn]) => [name, typeof fn === 'function' && !vi.isMockFunction(fn) ? vi.fn(fn as () => unknown) : fn]),
    ),
  } as Record<keyof DataProvider | 'call', ReturnType<typeof vi.fn>>;
}

export function fakeAuthProvider({ userType = 'superAdmin', id = 1 }: { userType?: string; id?: number } = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ userType }),
    getIdentity: async () => ({ id, fullName: 'Me' }),
    canAccess: async ({ resource }) => resource !== 'admin-management' || userType === 'superAdmin',
  };
}

/** A query client without retries, as the screens' tests use. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a screen at `url` (matched by `path`) inside react-admin's context under a data router
 * (warnWhenUnsavedChanges needs one), with a fresh store (unless given one) and no query retries.
 */
export function renderScreen(
  ui: ReactNode,
  {
    path,
    url,
    dataProvider,
    authProvider,
    queryClient = testQueryClient(),
    store = memoryStore(),
  }: { path: string; url: string; dataProvider: Fake; authProvider?: AuthProvider; queryClient?: QueryClient; store?: Store },
) {
  const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={dataProvider as unknown as DataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={store}
            queryClient={queryClient}
          >
            <AppResourceDefinitions>
              <Routes>
                <Route path={path} element={<PageHeadingHost>{ui}</PageHeadingHost>} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
            </AppResourceDefinitions>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** One paid booking as the transactions calls answer it. */
export const booking = {
  id: 42,
  bookingId: 42,
  studentId: 7,
  studentName: 'Stella Student',
  tutorId: 9,
  tutorName: 'Theo Tutor',
  subjectId: 3,
  subjectName: 'Algebra',
  lessonAt: '2025-03-04T10:30:00.000Z',
  durationMinutes: 60,
  amountCents: 12345,
  platformFeeCents: 1852,
  netCents: 10493,
  currency: 'USD',
  paymentStatus: 'paid',
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
};

import { screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listParamsAtStart } from '../../../src/firstScreen/listParamsAtStart';
import { prefetchStartedPage } from '../../../src/firstScreen/startedPage';
import { recordStartedList, takeStartedList } from '../../../src/firstScreen/startedList';
import { TutorList } from '../../../src/resources/tutors/TutorList';
import { tutorListStart } from '../../../src/resources/tutors/listStart';
import { fakeDataProvider, renderScreen, testQueryClient } from './resources/people/peopleKit';

const tutor = { id: 9, displayName: 'Theo Tutor', email: 'theo@example.com', approvalStatus: 'approved', hourlyRateCents: 3550, subjects: [], createdAt: '2025-01-02T10:00:00.000Z' };
const firstPage = listParamsAtStart(tutorListStart.defaults, '', undefined)!;

/** A page answer that waits until `release` is called. */
function heldAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, answer: async () => (await released, { data: [tutor], total: 1 }) };
}

const tutorCalls = (getList: ReturnType<typeof fakeDataProvider>['getList'] | undefined) => (getList?.mock.calls ?? []).filter((call: unknown[]) => call[0] === 'tutors');
const asProvider = (fake: ReturnType<typeof fakeDataProvider>) => fake as unknown as DataProvider;

beforeEach(() => {
  takeStartedList();
});

describe('the first page the entry requested, read into the admin query cache', () => {
  it('draws the rows of the started list without asking for them again', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [tutor], total: 1 }) });
    const queryClient = testQueryClient();
    recordStartedList({ resource: 'tutors', params: firstPage });
    prefetchStartedPage(queryClient, asProvider(dataProvider));
    await waitFor(() => expect(queryClient.getQueryState(['tutors', 'getList', { ...firstPage, meta: undefined }])?.status).toBe('success'));

    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider, queryClient });
    expect(await screen.findByText('Theo Tutor')).toBeInTheDocument();
    expect(tutorCalls(dataProvider.getList)).toHaveLength(1);
    expect(tutorCalls(dataProvider.getList)[0]![1]).toMatchObject(firstPage);
  });

  it('lets a list that mounts while the page is on its way wait for that same request', async () => {
    const held = heldAnswer();
    const dataProvider = fakeDataProvider({ getList: held.answer });
    const queryClient = testQueryClient();
    recordStartedList({ resource: 'tutors', params: firstPage });
    prefetchStartedPage(queryClient, asProvider(dataProvider));

    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider, queryClient });
    held.release();
    expect(await screen.findByText('Theo Tutor')).toBeInTheDocument();
    expect(tutorCalls(dataProvider.getList)).toHaveLength(1);
  });

  it('leaves a list opened at other parameters to fetch its own page', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [tutor], total: 1 }) });
    const queryClient = testQueryClient();
    recordStartedList({ resource: 'tutors', params: firstPage });
    prefetchStartedPage(queryClient, asProvider(dataProvider));
    await waitFor(() => expect(tutorCalls(dataProvider.getList)).toHaveLength(1));

    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors?page=2&perPage=10&sort=email&order=ASC&filter=%7B%7D', dataProvider, queryClient });
    expect(await screen.findByText('Theo Tutor')).toBeInTheDocument();
    await waitFor(() => expect(tutorCalls(dataProvider.getList)).toHaveLength(2));
    expect(tutorCalls(dataProvider.getList)[1]![1]).toMatchObject({ pagination: { page: 2, perPage: 10 }, sort: { field: 'email', order: 'ASC' } });
  });

  it('serves the first list only: the same list opened again fetches its rows as usual', async () => {
    const dataProvider = fakeDataProvider({ getList: async () => ({ data: [tutor], total: 1 }) });
    const queryClient = testQueryClient();
    recordStartedList({ resource: 'tutors', params: firstPage });
    prefetchStartedPage(queryClient, asProvider(dataProvider));
    await waitFor(() => expect(queryClient.getQueryState(['tutors', 'getList', { ...firstPage, meta: undefined }])?.status).toBe('success'));
    const first = renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider, queryClient });
    expect(await screen.findByText('Theo Tutor')).toBeInTheDocument();
    first.unmount();

    renderScreen(<TutorList />, { path: '/tutors', url: '/tutors', dataProvider, queryClient });
    expect(await screen.findByText('Theo Tutor')).toBeInTheDocument();
    await waitFor(() => expect(tutorCalls(dataProvider.getList)).toHaveLength(2));
  });

  it('does nothing when the entry started no list', () => {
    const dataProvider = fakeDataProvider();
    prefetchStartedPage(testQueryClient(), asProvider(dataProvider));
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });
});

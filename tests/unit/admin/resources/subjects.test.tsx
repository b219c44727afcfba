import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubjectTree } from '../../../../src/resources/subjects/SubjectTree';
import { subjectsCsv } from '../../../../src/resources/subjects/subjectCsv';
import { buildTree, countMatches, filterTree, selfAndDescendants } from '../../../../src/resources/subjects/subjectTree';
import { networkError } from '../../../../src/authProvider/ApiRequestError';
import { apiError, renderAdmin, testI18n } from './renderAdmin';

const flat = [
  { id: 1, name: 'Mathematics', parentId: null, sortOrder: 0, tutorCount: 0, subtreeTutorCount: 12, childCount: 2 },
  { id: 2, name: 'Algebra', parentId: 1, sortOrder: 0, tutorCount: 12, childCount: 0 },
  { id: 3, name: 'Calculus', parentId: 1, sortOrder: 1, tutorCount: 0, childCount: 0 },
  { id: 4, name: 'Music', parentId: null, sortOrder: 1, tutorCount: 3, childCount: 0 },
];

/** The tree call's answer (`dataProvider.call('subjects', 'tree')`): the flat list with each subject's tutors. */
const treeAnswer = (items: typeof flat) => ({ data: { items, total: items.length } });

const provider = (overrides: Record<string, unknown> = {}, tree = vi.fn().mockResolvedValue(treeAnswer(flat))) => ({
  create: vi.fn().mockImplementation(async (_r, { data }) => ({ data: { id: 9, ...data } })),
  update: vi.fn().mockImplementation(async (_r, { id, data }) => ({ data: { id, ...data } })),
  delete: vi.fn().mockResolvedValue({ data: flat[3] }),
  call: vi.fn().mockImplementation((_r, action: string) => (action === 'tree' ? tree() : Promise.resolve({ data: { ids: [3] } }))),
  ...overrides,
});
const treeCalls = (dataProvider: { call: ReturnType<typeof vi.fn> }) => dataProvider.call.mock.calls.filter(([, action]) => action === 'tree');

const renderTree = (dataProvider: Record<string, unknown>, path = '/subjects') =>
  renderAdmin(<SubjectTree />, { dataProvider, resource: 'subjects', path });

describe('subject tree', () => {
  it('shows the tree from the flat list (up to 500) with tutor counts', async () => {
    const dataProvider = provider();
    renderTree(dataProvider);
    expect(await screen.findByText('Algebra')).toBeInTheDocument();
    expect(screen.getByText('12 tutors')).toBeInTheDocument();
    // A parent counts the tutors of its sub-subjects (each once, by the server), not only its own 0.
    expect(screen.getByText('12 tutors with its sub-subjects')).toBeInTheDocument();
    expect(treeCalls(dataProvider)[0]![2]).toMatchObject({ query: { flat: true, page: 1, limit: 500, subtreeCounts: true } });
    const children = screen.getByRole('list', { name: 'Sub-subjects of Mathematics' });
    expect(within(children).getByText('Calculus')).toBeInTheDocument();
  });

  it('adds a child subject under its parent', async () => {
    const dataProvider = provider();
    renderTree(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a sub-subject to Mathematics' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Geometry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledWith('subjects', { data: { name: 'Geometry', parentId: 1 } }));
  });

  it('shows the server refusal of a duplicate name in the dialog', async () => {
    const dataProvider = provider({ update: vi.fn().mockRejectedValue(apiError(409, 'Taken', { name: 'Calculus already exists under Mathematics' })) });
    renderTree(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Algebra' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Calculus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Calculus already exists under Mathematics')).toBeInTheDocument();
  });

  it('moves a subject; its own descendants are not offered as parents', async () => {
    const dataProvider = provider();
    renderTree(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Mathematics' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['(Top level)', 'Music']);
    await userEvent.click(screen.getByRole('option', { name: 'Music' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledWith('subjects', expect.objectContaining({ id: 1, data: { parentId: 4 } })));
  });

  it('takes a child out of its parent, after a confirmation, as a top-level subject: nothing is deleted', async () => {
    const dataProvider = provider();
    renderTree(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Calculus from its parent' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledWith('subjects', expect.objectContaining({ id: 3, data: { parentId: null } })));
    expect(dataProvider.call).not.toHaveBeenCalledWith('subjects', 'removeChildren', expect.anything());
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });

  it('keeps the subject when the server refuses (tutors use it)', async () => {
    const dataProvider = provider({ delete: vi.fn().mockRejectedValue(apiError(409, 'Algebra is used by 12 tutors')) });
    renderTree(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Algebra' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('subjects', expect.objectContaining({ id: 2 })));
    expect(screen.getByText('Algebra')).toBeInTheDocument();
  });
});

describe('subject tree: search, export, empty and error states', () => {
  it('filters the tree as the admin types: each match under its parents, the others hidden', async () => {
    const dataProvider = provider();
    renderTree(dataProvider);
    await screen.findByText('Music');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'alg');
    await waitFor(() => expect(screen.queryByText('Music')).toBeNull());
    expect(screen.getByText('Mathematics')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sub-subjects of Mathematics' })).getByText('Algebra')).toBeInTheDocument();
    expect(screen.queryByText('Calculus')).toBeNull();
    expect(screen.getByText('1 subject')).toBeInTheDocument();
    expect(treeCalls(dataProvider)).toHaveLength(1);
  });

  it('takes the search from the URL (?q=) and says when nothing matches', async () => {
    renderTree(provider(), '/subjects?q=calc');
    expect(await screen.findByText('Calculus')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('calc');
    expect(screen.queryByText('Algebra')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No Subjects found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('exports the subjects shown as CSV: name, parent, tutors', () => {
    const { translate } = testI18n();
    const shown = filterTree(buildTree(flat), 'alg');
    expect(subjectsCsv(shown, translate)).toBe('Name,Parent subject,Tutors\r\nMathematics,,12\r\nAlgebra,Mathematics,12');
    expect(subjectsCsv(buildTree(flat), translate).split('\r\n')).toHaveLength(5);
  });

  it('shows an empty state when there are no subjects yet', async () => {
    renderTree(provider({}, vi.fn().mockResolvedValue(treeAnswer([]))));
    expect(await screen.findByText('No subjects yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('says why the tree did not load and loads it again on retry', async () => {
    renderTree(provider({}, vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue(treeAnswer(flat))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Music')).toBeInTheDocument();
  });
});

describe('subject tree helpers', () => {
  it('keeps matches and their ancestors when filtering, and counts the matches', () => {
    const tree = buildTree(flat);
    expect(filterTree(tree, '').map((n) => n.name)).toEqual(['Mathematics', 'Music']);
    expect(filterTree(tree, ' MUS ').map((n) => n.name)).toEqual(['Music']);
    const calculus = filterTree(tree, 'calc');
    expect(calculus.map((n) => [n.name, n.children?.map((c) => c.name)])).toEqual([['Mathematics', ['Calculus']]]);
    expect(countMatches(tree, 'a')).toBe(3);
    expect(countMatches(tree, '')).toBe(4);
  });

  it('nests a flat list and finds descendants', () => {
    const tree = buildTree(flat);
    expect(tree.map((n) => n.name)).toEqual(['Mathematics', 'Music']);
    expect([...selfAndDescendants(tree[0]!)]).toEqual([1, 2, 3]);
  });
});

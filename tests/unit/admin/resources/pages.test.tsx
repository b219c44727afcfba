import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageEdit } from '../../../../src/resources/pages/PageEdit';
import { DeclaredList } from '../../../../src/resources/kit/DeclaredList';
import { apiError, renderAdmin } from './renderAdmin';

// TipTap needs a real layout engine; a plain text input stands in for the rich text editor here.
vi.mock('ra-input-rich-text', async () => {
  const { TextInput } = await import('react-admin');
  const Nothing = () => null;
  return {
    RichTextInput: ({ editorOptions: _options, toolbar: _toolbar, ...props }: { source: string; editorOptions?: unknown; toolbar?: unknown }) => (
      <TextInput multiline {...props} />
    ),
    DefaultEditorOptions: {},
    useTiptapEditor: () => null,
    ...Object.fromEntries(
      ['RichTextInputToolbar', 'FormatButtons', 'ColorButtons', 'AlignmentButtons', 'ListButtons', 'LinkButtons', 'ImageButtons', 'QuoteButtons', 'ClearButtons'].map(
        (name) => [name, Nothing],
      ),
    ),
  };
});

const about = {
  id: 7,
  title: 'About us',
  slug: 'about',
  published: true,
  contentHtml: '<h2>Who we are</h2><p>Tutors.</p>',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
};

const pageProvider = (overrides: Record<string, unknown> = {}) => ({
  getList: vi.fn().mockImplementation(async (resource: string) =>
    resource === 'audit'
      ? {
          data: [
            {
              id: 1,
              actorId: 1,
              actorName: 'Ada Admin',
              action: 'update',
              resource: 'pages',
              recordId: '7',
              before: { title: 'About' },
              after: { title: 'About us' },
              createdAt: '2026-02-01T10:00:00.000Z',
            },
          ],
          total: 1,
        }
      : { data: [about, { ...about, id: 8, title: 'Terms', slug: 'terms', published: false }], total: 2 },
  ),
  getOne: vi.fn().mockResolvedValue({ data: about }),
  update: vi.fn().mockImplementation(async (_r, { id, data }) => ({ data: { ...about, id, ...data, contentHtml: '<p>Clean</p>' } })),
  ...overrides,
});

describe('pages list (the declared list, with its columns)', () => {
  it('shows title, slug and published, searches with q, offers columns and export', async () => {
    const dataProvider = pageProvider();
    renderAdmin(<DeclaredList />, { dataProvider, resource: 'pages', path: '/pages' });
    expect(await screen.findByText('About us')).toBeInTheDocument();
    expect(screen.getByText('terms')).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'abo');
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('pages', expect.objectContaining({ filter: { q: 'abo' } })), { timeout: 5000 });
    expect(screen.getByRole('button', { name: /Columns/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/i })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    const getList = vi.fn().mockRejectedValue(apiError(503, 'The server is unavailable'));
    renderAdmin(<DeclaredList />, { dataProvider: { getList }, resource: 'pages', path: '/pages' });
    expect(await screen.findByText(/The server is unavailable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(getList.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('page view/edit', () => {
  const renderEdit = (dataProvider: Record<string, unknown>) =>
    renderAdmin(<PageEdit />, { dataProvider, resource: 'pages', path: '/pages/7', route: '/pages/:id' });

  it('checks the slug before sending', async () => {
    const dataProvider = pageProvider();
    renderEdit(dataProvider);
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'About Us');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Use lowercase letters a-z, digits and single hyphens/)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('saves only the page fields and previews what the server stored, sandboxed', async () => {
    const dataProvider = pageProvider();
    renderEdit(dataProvider);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'About the marketplace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'pages',
        expect.objectContaining({
          id: '7',
          data: { title: 'About the marketplace', slug: 'about', contentHtml: about.contentHtml, published: true },
        }),
      ),
    );
    const frame = await screen.findByTitle('Preview of About the marketplace');
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Clean</p>'));
    expect(screen.getByRole('link', { name: /public answer for \/about/ })).toHaveAttribute('href', '/api/v1/getPage?slug=about');
  });

  it('shows the server refusal of a taken slug beside the input', async () => {
    const dataProvider = pageProvider({
      update: vi.fn().mockRejectedValue(apiError(409, 'This slug is taken', { slug: 'The slug terms is already used' })),
    });
    renderEdit(dataProvider);
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'terms');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The slug terms is already used')).toBeInTheDocument();
  });

  it('shows the page history', async () => {
    renderEdit(pageProvider());
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Ada Admin')).toBeInTheDocument();
  });
});

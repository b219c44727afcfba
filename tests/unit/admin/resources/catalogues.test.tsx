import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeclaredInlineList } from '../../../../src/resources/kit/inline/DeclaredInlineList';
import { apiError, renderAdmin } from './renderAdmin';

const english = { id: 1, name: 'English', code: 'en', usageCount: 12, sortOrder: 0, updatedAt: '2026-01-02T10:00:00.000Z' };
const french = { id: 2, name: 'French', code: 'fr', usageCount: 0, sortOrder: 1, updatedAt: '2026-01-03T10:00:00.000Z' };

function languagesProvider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn().mockResolvedValue({ data: [english, french], total: 2 }),
    getMany: vi.fn().mockResolvedValue({ data: [] }),
    create: vi.fn().mockImplementation(async (_r, { data }) => ({ data: { id: 3, usageCount: 0, ...data } })),
    update: vi.fn().mockImplementation(async (_r, { id, data }) => ({ data: { ...english, id, ...data } })),
    delete: vi.fn().mockResolvedValue({ data: french }),
    deleteMany: vi.fn().mockResolvedValue({ data: [1, 2] }),
    ...overrides,
  };
}

const renderLanguages = (dataProvider: Record<string, unknown>) =>
  renderAdmin(<DeclaredInlineList />, { dataProvider, resource: 'languages', path: '/languages' });

describe('languages quick list (the generic catalogue list)', () => {
  it('shows the rows with their usage and searches with q', async () => {
    const dataProvider = languagesProvider();
    renderLanguages(dataProvider);
    const row = (await screen.findByText('English')).closest('tr')!;
    expect(screen.getByText('French')).toBeInTheDocument();
    // The code shows once, in its own column, not again beside the name.
    expect(within(row).getAllByText(/\ben\b/)).toHaveLength(1);
    expect(within(row).getByRole('cell', { name: 'en' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Used by tutors/ })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'fre');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('languages', expect.objectContaining({ filter: { q: 'fre' } })),
      { timeout: 5000 },
    );
  });

  it('adds an entry and shows the server refusal of a duplicate beside the input', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(apiError(409, 'Language English already exists', { name: 'English already exists' }))
      .mockImplementation(async (_r, { data }) => ({ data: { id: 3, usageCount: 0, ...data } }));
    const dataProvider = languagesProvider({ create });
    renderLanguages(dataProvider);
    await screen.findByText('English');
    await screen.findByRole('textbox', { name: 'Search' }); // the filter bar, which arrives after the rows
    const form = screen.getByRole('region', { name: 'Add a language' });
    // Compact: the inputs sit side by side, not each as wide as the list.
    for (const name of ['Name', 'ISO code']) expect(within(form).getByRole('textbox', { name }).closest('.MuiFormControl-root')).not.toHaveClass('MuiFormControl-fullWidth');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'English');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('English already exists')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('languages', expect.objectContaining({ data: { name: 'English' } }));

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'German');
    await userEvent.type(within(form).getByRole('textbox', { name: 'ISO code' }), 'de');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(create).toHaveBeenLastCalledWith('languages', expect.objectContaining({ data: { name: 'German', code: 'de' } })));
  });

  it('checks the code format before sending', async () => {
    const dataProvider = languagesProvider();
    renderLanguages(dataProvider);
    await screen.findByText('English');
    await screen.findByRole('textbox', { name: 'Search' }); // the filter bar, which arrives after the rows
    const form = screen.getByRole('region', { name: 'Add a language' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Klingon');
    await userEvent.type(within(form).getByRole('textbox', { name: 'ISO code' }), 'KLINGON!');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Use an ISO 639 code such as en, pt or pt-BR')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('renames in place and sends only the editable fields', async () => {
    const dataProvider = languagesProvider();
    renderLanguages(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename English' }));
    const input = screen.getByDisplayValue('English');
    await userEvent.clear(input);
    await userEvent.type(input, 'British English{Enter}');
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'languages',
        expect.objectContaining({ id: 1, data: { name: 'British English', code: 'en' } }),
      ),
    );
  });

  it('removes only after a confirmation (pessimistic: the server may refuse an entry in use)', async () => {
    const dataProvider = languagesProvider({ delete: vi.fn().mockRejectedValue(apiError(409, 'English is used by 12 tutors')) });
    renderLanguages(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove English' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove "English"?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('languages', expect.objectContaining({ id: 1 })));
  });
});

describe('bulk removal', () => {
  it('labels each row checkbox on the input itself and removes the selected rows after a confirmation', async () => {
    const dataProvider = languagesProvider();
    renderLanguages(dataProvider);
    await screen.findByText('English');
    await screen.findByRole('textbox', { name: 'Search' }); // the filter bar, which arrives after the rows
    const boxes = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.tagName).toBe('INPUT');
      await userEvent.click(box);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('languages', expect.objectContaining({ ids: [1, 2] })));
  });
});

describe('selection follows what the person may do', () => {
  it('shows no check boxes to someone allowed neither update nor delete (the server refuses those calls anyway)', async () => {
    const readOnly = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => undefined,
      canAccess: async ({ action }: { action: string }) => action === 'list' || action === 'read',
    };
    renderAdmin(<DeclaredInlineList />, { dataProvider: languagesProvider(), authProvider: readOnly, resource: 'languages', path: '/languages' });
    await screen.findByText('English');
    await screen.findByRole('textbox', { name: 'Search' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('report titles use the same list with a title field', () => {
  it('shows titles and adds by title', async () => {
    const dataProvider = {
      getList: vi.fn().mockResolvedValue({ data: [{ id: 1, title: 'Spam', usageCount: 3, updatedAt: '2026-01-01T00:00:00Z' }], total: 1 }),
      create: vi.fn().mockImplementation(async (_r, { data }) => ({ data: { id: 2, usageCount: 0, ...data } })),
    };
    renderAdmin(<DeclaredInlineList />, { dataProvider, resource: 'report-titles', path: '/report-titles' });
    expect(await screen.findByText('Spam')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Add a report title' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'No-show');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledWith('report-titles', expect.objectContaining({ data: { title: 'No-show' } })));
  });
});

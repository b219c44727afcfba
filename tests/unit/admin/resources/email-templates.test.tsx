import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailTemplateEdit } from '../../../../src/resources/email-templates/EmailTemplateEdit';
import { insertAtCursor } from '../../../../src/resources/email-templates/insertAtCursor';
import { apiError, renderAdmin, testQueryClient } from './renderAdmin';

const template = {
  id: 3,
  key: 'reset_password',
  name: 'Reset password',
  description: 'Sent when someone asks for a new password',
  subject: 'Reset your password',
  bodyHtml: '<p>Hello , click</p>',
  variables: ['displayName', 'link'],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const provider = (overrides: Record<string, unknown> = {}) => ({
  getOne: vi.fn().mockResolvedValue({ data: template }),
  getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
  update: vi.fn().mockImplementation(async (_r, { data }) => ({ data: { ...template, ...data } })),
  call: vi.fn().mockImplementation(async (_r: string, _a: string, { data }: { data: { subject: string; bodyHtml: string } }) => ({
    data: { subject: data.subject, html: data.bodyHtml.replace('{{displayName}}', 'Ada'), sampleValues: { displayName: 'Ada' } },
  })),
  ...overrides,
});

const renderEdit = (dataProvider: Record<string, unknown>) =>
  renderAdmin(<EmailTemplateEdit />, { dataProvider, resource: 'email-templates', path: '/email-templates/3', route: '/email-templates/:id' });

describe('email template edit', () => {
  it("opened from the list, saves only once the template's own read is in: the list's copy has no body", async () => {
    const queryClient = testQueryClient();
    const { description: _description, bodyHtml: _bodyHtml, ...listCopy } = template;
    // What react-admin's list leaves in the cache for the record's screen.
    queryClient.setQueryData(['email-templates', 'getOne', { id: '3' }], listCopy);
    let answer!: (value: { data: typeof template }) => void;
    const dataProvider = provider({ getOne: vi.fn().mockReturnValue(new Promise((resolve) => (answer = resolve))) });
    renderAdmin(<EmailTemplateEdit />, { dataProvider, queryClient, resource: 'email-templates', path: '/email-templates/3', route: '/email-templates/:id' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, ' (new)');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    answer({ data: template });
    await waitFor(() => expect(save).toBeEnabled());
    expect(name).toHaveValue('Reset password (new)');
    await userEvent.click(save);
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({ name: 'Reset password (new)', description: template.description, bodyHtml: template.bodyHtml });
  });

  it('inserts a variable where the cursor is and previews the draft through the server, sandboxed', async () => {
    const dataProvider = provider();
    renderEdit(dataProvider);
    const body = (await screen.findByRole('textbox', { name: /HTML body/ })) as HTMLTextAreaElement;
    body.focus();
    body.setSelectionRange(9, 9); // after "<p>Hello "
    fireEvent.select(body);
    await userEvent.click(screen.getByRole('button', { name: 'Insert the variable displayName' }));
    await waitFor(() => expect(body.value).toBe('<p>Hello {{displayName}}, click</p>'));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenLastCalledWith(
        'email-templates',
        'preview',
        expect.objectContaining({ id: 3, data: { subject: 'Reset your password', bodyHtml: '<p>Hello {{displayName}}, click</p>' } }),
      ),
    );
    const frame = await screen.findByTitle('Preview of Reset password');
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Hello Ada, click</p>'));
  });

  it('shows the server message about an unknown variable beside the field', async () => {
    const message = 'Unknown variable {{foo}}. Use one of: displayName, link';
    const dataProvider = provider({
      call: vi.fn().mockRejectedValue(apiError(400, 'Validation failed', { bodyHtml: message })),
      update: vi.fn().mockRejectedValue(apiError(400, 'Validation failed', { bodyHtml: message })),
    });
    renderEdit(dataProvider);
    const body = await screen.findByRole('textbox', { name: /HTML body/ });
    await userEvent.type(body, '{{{{foo}}');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says the preview is the last draft without errors while a variable is unknown', async () => {
    const message = 'Unknown variable {{foo}}. Use one of: displayName, link';
    const good = provider().call;
    const call = vi.fn().mockImplementation(async (resource: string, action: string, params: { data: { bodyHtml: string } }) => {
      if (params.data.bodyHtml.includes('{{foo}}')) throw apiError(400, 'Validation failed', { bodyHtml: message });
      return good(resource, action, params);
    });
    renderEdit(provider({ call }));
    const frame = await screen.findByTitle('Preview of Reset password');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<p>Hello , click</p>'));
    const stale = 'The preview shows the last version without errors: correct the marked field to see your changes.';
    expect(screen.queryByText(stale)).not.toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /HTML body/ }), '{{{{foo}}');
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello , click</p>');
  });

  it('saves only the template fields', async () => {
    const dataProvider = provider();
    renderEdit(dataProvider);
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Choose a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'email-templates',
        expect.objectContaining({
          data: { name: 'Reset password', description: template.description, subject: 'Choose a new password', bodyHtml: template.bodyHtml },
        }),
      ),
    );
  });
});

describe('insertAtCursor', () => {
  it('replaces the selection and puts the caret after the insert', () => {
    expect(insertAtCursor('Hello world', '{{x}}', 6, 11)).toEqual({ value: 'Hello {{x}}', caret: 11 });
    expect(insertAtCursor('ab', '{{x}}', null, null)).toEqual({ value: 'ab{{x}}', caret: 7 });
  });
});

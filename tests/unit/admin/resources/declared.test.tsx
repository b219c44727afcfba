import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { declarations } from '../../../../src/resources/declared';
import { DeclaredCreate } from '../../../../src/resources/kit/DeclaredCreate';
import { DeclaredEdit } from '../../../../src/resources/kit/DeclaredEdit';
import { DeclaredList } from '../../../../src/resources/kit/DeclaredList';
import { DeclaredInlineList } from '../../../../src/resources/kit/inline/DeclaredInlineList';
import { inlineFieldsOf } from '../../../../src/resources/kit/inline/inlineFields';
import { callsOf, listedFields, splitCall, writableFields, type ResourceDeclaration } from '../../../../contract/declaration';
import { sampleValue, twoTexts } from '../declaredSamples';
import { renderOverHttp } from './renderOverHttp';
import { jsonResponse, type SentRequest } from '../providerTestKit';

const t = (key: string, options?: object) => i18nProvider.translate(key, options);
const pathOf = (call: string) => `/api/v1${splitCall(call as `GET /${string}`).path}`;

function recordOf(declaration: ResourceDeclaration) {
  const values = Object.fromEntries(writableFields(declaration).map((field) => [field, sampleValue(declaration.fields[field]!)]));
  return { values, record: { id: 7, ...values, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' } };
}

/** The declared resource's screen over the real dataProvider, its HTTP answered by `answer`; requests are recorded. */
function renderScreen(declaration: ResourceDeclaration, ui: React.ReactNode, path: string, route: string, answer: (request: SentRequest) => Response) {
  return renderOverHttp(
    <ResourceContextProvider value={declaration.name}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </ResourceContextProvider>,
    path,
    answer,
  );
}

// A resource with screens of its own (pages) tests them itself; the generic screens are tested on the others.
const cases = declarations.filter((declaration) => !declaration.list?.inline && !declaration.screens).map((declaration) => [declaration.name, declaration] as const);
const inlineCases = declarations.filter((declaration) => declaration.list?.inline).map((declaration) => [declaration.name, declaration] as const);
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

describe.each(cases)('declared resource %s: the generic screens', (name, declaration) => {
  const calls = callsOf(declaration);
  const { values, record } = recordOf(declaration);
  const label = (field: string) => t(`resources.${name}.fields.${field}`);

  it('lists the records with translated column labels', async () => {
    renderScreen(declaration, <DeclaredList />, `/${name}`, `/${name}`, () => jsonResponse({ data: { items: [record], total: 1 } }));
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    for (const field of listedFields(declaration)) expect(within(table).getAllByText(label(field)).length, field).toBeGreaterThan(0);
  });

  it('shows the required-field errors and sends nothing', async () => {
    const empty = renderScreen(declaration, <DeclaredCreate />, `/${name}/add`, `/${name}/add`, () => jsonResponse({ data: record }));
    // Save is disabled on an untouched form: submit it as Enter in a field would.
    fireEvent.submit((await screen.findByRole('button', { name: t('ra.action.save') }, { timeout: 5000 })).closest('form')!);
    const required = Object.entries(declaration.fields).filter(([, field]) => field.required && field.kind !== 'boolean' && !('default' in field && field.default !== undefined));
    if (required.length > 0) expect((await screen.findAllByText(t('ra.validation.required'))).length).toBe(required.length);
    expect(writes(empty)).toEqual([]);
  });

  it('sends exactly the writable fields on create', async () => {
    const source = encodeURIComponent(JSON.stringify(values));
    const sent = renderScreen(declaration, <DeclaredCreate />, `/${name}/add?source=${source}`, `/${name}/add`, () => jsonResponse({ data: record }));
    await userEvent.click(await screen.findByRole('button', { name: t('ra.action.save') }, { timeout: 5000 }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1), { timeout: 5000 });
    const [create] = writes(sent);
    expect(`${create!.method} ${new URL(create!.url, 'http://x').pathname}`).toBe(`${splitCall(calls.create).method} ${pathOf(calls.create)}`);
    expect(create!.body).toEqual(values);
  });

  it('sends If-Match on save, shows the conflict panel on 409 EDIT_CONFLICT, and saves over theirs with their version', async () => {
    const [myTitle, theirTitle] = twoTexts(declaration.fields[declaration.labelField]!);
    const theirs = { ...record, [declaration.labelField]: theirTitle, updatedAt: '2026-01-05T00:00:00.000Z' };
    let updates = 0;
    const sent = renderScreen(declaration, <DeclaredEdit />, `/${name}/edit/7`, `/${name}/edit/:id`, (request) => {
      if (request.url.includes('/admin/audit')) return jsonResponse({ data: { items: [], total: 0 } });
      if (request.method === 'GET') return jsonResponse({ data: record });
      updates += 1;
      return updates === 1
        ? jsonResponse({ message: 'Changed meanwhile', code: 'EDIT_CONFLICT', current: theirs }, 409)
        : jsonResponse({ data: { ...theirs, ...(request.body as object), updatedAt: '2026-01-06T00:00:00.000Z' } });
    });
    const input = await screen.findByRole('textbox', { name: new RegExp(label(declaration.labelField)) }, { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, myTitle);
    await userEvent.click(screen.getByRole('button', { name: t('ra.action.save') }));

    const panel = (await screen.findByText(t('app.content.declared.conflict.title'), {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(within(panel).getByRole('rowheader', { name: label(declaration.labelField) })).toBeInTheDocument();
    expect(within(panel).getByText(theirTitle)).toBeInTheDocument();
    expect(within(panel).getByText(myTitle)).toBeInTheDocument();
    expect(input).toHaveValue(myTitle);

    await userEvent.click(within(panel).getByRole('button', { name: t('app.content.declared.conflict.keepMine') }));
    await waitFor(() => expect(writes(sent)).toHaveLength(2), { timeout: 5000 });
    const [first, second] = writes(sent);
    expect(first!.headers['if-match']).toBe(`"${record.updatedAt}"`);
    expect(second!.headers['if-match']).toBe(`"${theirs.updatedAt}"`);
    expect(second!.body).toMatchObject({ [declaration.labelField]: myTitle });
  });
});

describe.each(inlineCases)('declared resource %s: the inline list', (name, declaration) => {
  const calls = callsOf(declaration);
  const { record } = recordOf(declaration);
  const label = (field: string) => t(`resources.${name}.fields.${field}`);
  const edited = inlineFieldsOf(declaration).map(({ source }) => source);
  const values = Object.fromEntries(edited.map((field) => [field, sampleValue(declaration.fields[field]!)]));
  const answer = (request: SentRequest) => (request.method === 'GET' ? jsonResponse({ data: { items: [record], total: 1 } }) : jsonResponse({ data: { ...record, ...(request.body as object) } }));

  it('adds a record with exactly its text fields, from the form above the list', async () => {
    const sent = renderScreen(declaration, <DeclaredInlineList />, `/${name}`, `/${name}`, answer);
    // The filter bar arrives after the rows; in jsdom the column chooser's search, kept mounted in its
    // closed menu (which a browser does not focus), takes the focus when it mounts, perhaps after the bar:
    // typing starts once it has, or the keys after the first would land in it.
    await screen.findByRole('textbox', { name: t('ra.action.search') }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[id$="-columnsSelector"] input')).not.toBeNull(), { timeout: 10_000 });
    // The add form is looked up afresh for each input, as a user reads the screen as it is now: one held
    // from before the list settled may be a form no longer shown (under load, a CI run found its name
    // input emptied and its code input unreachable).
    const form = () => screen.findByRole('region', { name: t(`resources.${name}.create.title`) }, { timeout: 10_000 });
    for (const field of edited) await userEvent.type(await within(await form()).findByRole('textbox', { name: new RegExp(label(field)) }, { timeout: 10_000 }), String(values[field]));
    await userEvent.click(within(await form()).getByRole('button', { name: t('app.content.catalogue.add') }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1), { timeout: 5000 });
    const [create] = writes(sent);
    expect(`${create!.method} ${new URL(create!.url, 'http://x').pathname}`).toBe(`${splitCall(calls.create).method} ${pathOf(calls.create)}`);
    expect(create!.body).toEqual(values);
  });

  it('renames in place with If-Match, so a rename never overwrites a change made meanwhile', async () => {
    const sent = renderScreen(declaration, <DeclaredInlineList />, `/${name}`, `/${name}`, answer);
    const labelText = String(record[declaration.labelField as keyof typeof record]);
    await userEvent.click(await screen.findByRole('button', { name: t('app.content.catalogue.renameNamed', { name: labelText }) }, { timeout: 5000 }));
    const input = within(screen.getByRole('table')).getByRole('textbox', { name: new RegExp(label(declaration.labelField)) });
    expect(input).toHaveValue(labelText);
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed{Enter}');
    await waitFor(() => expect(writes(sent)).toHaveLength(1), { timeout: 5000 });
    const [update] = writes(sent);
    expect(`${update!.method} ${new URL(update!.url, 'http://x').pathname}`).toBe(`${splitCall(calls.update).method} ${pathOf(calls.update).replace('{id}', '7')}`);
    expect(update!.headers['if-match']).toBe(`"${record.updatedAt}"`);
    expect(update!.body).toMatchObject({ [declaration.labelField]: 'Renamed' });
  });
});

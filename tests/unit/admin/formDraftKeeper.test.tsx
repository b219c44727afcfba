import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Form, Notification, SaveButton, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, draftOf, readDraft, saveDraft } from '../../../src/layout/formDrafts.js';
import { draftSaveDelayMs, FormDraftKeeper } from '../../../src/layout/FormDraftKeeper.js';
import { ShellTestApp } from './shellTestKit.js';

const path = '/admin/tutors/edit/7';
let sessionAlive = true;
const alive = () => sessionAlive;
const opened = { id: 7, displayName: 'Ada', bio: 'Maths' };

function TutorForm({ record }: { record: typeof opened }) {
  return (
    <Form record={record} onSubmit={() => undefined}>
      <FormDraftKeeper sessionAlive={alive} />
      <TextInput source="displayName" />
      <TextInput source="bio" />
      <SaveButton />
    </Form>
  );
}

/**
 * Mounts or unmounts the form, as navigating away (or being sent to sign in) does; "saved" hands
 * the form the record as the server stored it, as react-admin does after a save that stays open.
 */
function Harness({ record = opened }: { record?: typeof opened }) {
  const [shown, setShown] = useState(true);
  const [current, setCurrent] = useState(record);
  return (
    <>
      <button onClick={() => setShown((value) => !value)}>toggle</button>
      <button onClick={() => setCurrent({ ...current, bio: (document.querySelector('input[name="bio"]') as HTMLInputElement).value })}>saved</button>
      {/* The record read again, as react-admin reads it after the list's copy or on a refetch: a new object, one field changed by someone. */}
      <button onClick={() => setCurrent({ ...current, displayName: 'Ada Lovelace' })}>read again</button>
      <button onClick={() => setCurrent({ ...current, bio: 'Changed by a colleague' })}>read again, bio changed</button>
      {shown && <TutorForm record={current} />}
      <Notification />
    </>
  );
}

afterEach(() => {
  sessionAlive = true;
  sessionStorage.clear();
  vi.useRealTimers();
});

const bio = () => screen.getByLabelText('Bio') as HTMLInputElement;
const typeBio = async (value: string) => {
  fireEvent.change(bio(), { target: { value } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, draftSaveDelayMs + 50));
  });
};

describe('FormDraftKeeper', () => {
  it('saves the changed fields while the admin types (debounced), with what they held before', async () => {
    vi.useFakeTimers();
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Maths and physics' } });
    expect(sessionStorage.getItem(draftKey(path))).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(draftSaveDelayMs);
    });
    expect(readDraft(path)).toEqual({ values: { bio: 'Maths and physics' }, base: { bio: 'Maths' } });
  });

  it('never writes a password to storage', () => {
    const draft = draftOf({ displayName: 'Ada', password: 'typed secret 1', currentPassword: 'typed secret 2' }, { displayName: 'Eve' })!;
    saveDraft(path, draft);
    expect(readDraft(path)).toEqual({ values: { displayName: 'Ada' }, base: { displayName: 'Eve' } });
    expect(sessionStorage.getItem(draftKey(path))).not.toMatch(/typed secret/);
  });

  it('drops the draft once a save that keeps the form open has stored the change', async () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    await typeBio('Saved bio');
    expect(readDraft(path)).not.toBeNull();
    fireEvent.click(screen.getByText('saved'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(readDraft(path)).toBeNull();
  });

  it('keeps the draft when the session ends and restores it on return', async () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Unsaved bio' } });
    sessionAlive = false;
    fireEvent.click(screen.getByText('toggle'));
    expect(readDraft(path)).toMatchObject({ values: { bio: 'Unsaved bio' } });

    sessionAlive = true;
    fireEvent.click(screen.getByText('toggle'));
    expect(await screen.findByDisplayValue('Unsaved bio')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada');
    expect(await screen.findByText('Your unsaved changes have been restored.')).toBeInTheDocument();
  });

  it('says so when the record changed on the server since the draft was taken', async () => {
    saveDraft(path, { values: { bio: 'Mine' }, base: { bio: 'Maths' } });
    render(<ShellTestApp path={path}><Harness record={{ ...opened, bio: 'Changed by a colleague' }} /></ShellTestApp>);
    expect(await screen.findByDisplayValue('Mine')).toBeInTheDocument();
    expect(await screen.findByText(/this record was changed by someone else since/)).toBeInTheDocument();
  });

  it('restores nothing, and says nothing, when the server already has what the draft holds', async () => {
    saveDraft(path, { values: { bio: 'Saved bio' }, base: { bio: 'Maths' } });
    render(<ShellTestApp path={path}><Harness record={{ ...opened, bio: 'Saved bio' }} /></ShellTestApp>);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bio()).toHaveValue('Saved bio');
    expect(screen.queryByText(/restored/)).toBeNull();
    expect(readDraft(path)).toBeNull();
  });

  it('keeps what was typed when the record is read again, and the form still to save', async () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Typed before the read' } });
    fireEvent.click(screen.getByText('read again'));
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeInTheDocument();
    expect(bio()).toHaveValue('Typed before the read');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the value the new read brings to a field it changed, as before', async () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Typed before the read' } });
    fireEvent.click(screen.getByText('read again, bio changed'));
    expect(await screen.findByDisplayValue('Changed by a colleague')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('leaves the form saved after a save that keeps it open', async () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Saved bio' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    fireEvent.click(screen.getByText('saved'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(bio()).toHaveValue('Saved bio');
  });

  it('drops the draft when the admin leaves the form with the session alive', () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Abandoned' } });
    fireEvent.click(screen.getByText('toggle'));
    expect(sessionStorage.getItem(draftKey(path))).toBeNull();
  });

  it('ignores drafts of other forms and stale drafts', () => {
    saveDraft('/admin/tutors/edit/8', { values: { bio: 'Other tutor' }, base: { bio: 'Maths' } });
    saveDraft(path, { values: { bio: 'Very old' }, base: { bio: 'Maths' } }, Date.now() - 13 * 3600 * 1000);
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    expect(bio()).toHaveValue('Maths');
  });
});

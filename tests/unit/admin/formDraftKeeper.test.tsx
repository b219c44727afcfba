import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft, saveDraft } from '../../../src/layout/formDrafts.js';
import { draftSaveDelayMs, FormDraftKeeper } from '../../../src/layout/FormDraftKeeper.js';
import { ShellTestApp } from './shellTestKit.js';

const path = '/admin/tutors/edit/7';
let sessionAlive = true;
const alive = () => sessionAlive;

function TutorForm() {
  return (
    <Form record={{ id: 7, displayName: 'Ada', bio: 'Maths' }} onSubmit={() => undefined}>
      <FormDraftKeeper sessionAlive={alive} />
      <TextInput source="displayName" />
      <TextInput source="bio" />
    </Form>
  );
}

/** Mounts or unmounts the form, as navigating away (or being sent to sign in) does. */
function Harness() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((value) => !value)}>toggle</button>
      {shown && <TutorForm />}
    </>
  );
}

afterEach(() => {
  sessionAlive = true;
  vi.useRealTimers();
});

const bio = () => screen.getByLabelText('Bio') as HTMLInputElement;

describe('FormDraftKeeper', () => {
  it('saves the values while the admin types (debounced)', async () => {
    vi.useFakeTimers();
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Maths and physics' } });
    expect(sessionStorage.getItem(draftKey(path))).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(draftSaveDelayMs);
    });
    expect(readDraft(path)).toMatchObject({ bio: 'Maths and physics', displayName: 'Ada' });
  });

  it('never writes a password to storage', () => {
    saveDraft(path, { displayName: 'Ada', password: 'typed secret 1', currentPassword: 'typed secret 2' });
    expect(readDraft(path)).toEqual({ displayName: 'Ada' });
    expect(sessionStorage.getItem(draftKey(path))).not.toMatch(/typed secret/);
  });

  it('keeps the draft when the session ends and restores it on return', async () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Unsaved bio' } });
    sessionAlive = false;
    fireEvent.click(screen.getByText('toggle'));
    expect(readDraft(path)).toMatchObject({ bio: 'Unsaved bio' });

    sessionAlive = true;
    fireEvent.click(screen.getByText('toggle'));
    expect(await screen.findByDisplayValue('Unsaved bio')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada');
  });

  it('drops the draft when the admin leaves the form with the session alive', () => {
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    fireEvent.change(bio(), { target: { value: 'Abandoned' } });
    fireEvent.click(screen.getByText('toggle'));
    expect(sessionStorage.getItem(draftKey(path))).toBeNull();
  });

  it('ignores drafts of other forms and stale drafts', () => {
    saveDraft('/admin/tutors/edit/8', { bio: 'Other tutor' });
    saveDraft(path, { bio: 'Very old' }, Date.now() - 13 * 3600 * 1000);
    render(<ShellTestApp path={path}><Harness /></ShellTestApp>);
    expect(bio()).toHaveValue('Maths');
  });
});

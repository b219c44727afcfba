import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocation, useNotify } from 'react-admin';
import { hasAnyToken } from '../authProvider/storage.js';
import { readDraft, removeDraft, saveDraft } from './formDrafts.js';

export const draftSaveDelayMs = 500;

/**
 * Put inside any react-admin form (`<SimpleForm><FormDraftKeeper />...`). While the admin types,
 * the values are saved (debounced) to sessionStorage under the form's URL. When the form goes away:
 * if the session is still there (saved, cancelled, navigated away) the draft is dropped; if the
 * session ended (expired, signed out by the server) the draft stays, and after signing in again
 * react-admin brings the admin back to this URL, where the draft is restored, dirty, ready to save.
 */
export function FormDraftKeeper({ sessionAlive = hasAnyToken }: { sessionAlive?: () => boolean }) {
  const { getValues, reset, watch, formState } = useFormContext();
  // Like react-admin's own record-from-location: wait until the form has applied its record.
  const { isReady } = formState;
  const { pathname } = useLocation();
  const notify = useNotify();
  const restored = useRef(false);

  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const draft = readDraft(pathname);
    if (!draft) return;
    reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    notify('app.form.draft_restored', { type: 'info' });
  }, [isReady, pathname, getValues, reset, notify]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => saveDraft(pathname, getValues()), draftSaveDelayMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      if (sessionAlive()) removeDraft(pathname);
      else saveDraft(pathname, getValues());
    };
  }, [pathname, watch, getValues, sessionAlive]);

  return null;
}

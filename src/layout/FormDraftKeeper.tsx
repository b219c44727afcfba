import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocation, useNotify } from 'react-admin';
import { hasAnyToken } from '../authProvider/storage.js';
import { draftOf, readDraft, removeDraft, restorationOf, saveDraft } from './formDrafts.js';

export const draftSaveDelayMs = 500;

/**
 * Put inside any react-admin form (`<SimpleForm><FormDraftKeeper />...`). While the admin types,
 * the fields that differ from the record the form opened with are saved (debounced) to
 * sessionStorage under the form's URL; once nothing differs (a successful save resets the form to
 * the saved record) the draft is dropped. When the form goes away: if the session is still there
 * (saved, cancelled, navigated away) the draft is dropped; if the session ended (expired, signed
 * out by the server) it stays, and after signing in again react-admin brings the admin back to this
 * URL, where the unsaved fields are restored, dirty, ready to save: with a warning when the record
 * changed on the server since the draft was taken.
 */
export function FormDraftKeeper({ sessionAlive = hasAnyToken }: { sessionAlive?: () => boolean }) {
  const { getValues, reset, watch, formState } = useFormContext();
  // Like react-admin's own record-from-location: wait until the form has applied its record.
  const { isReady, defaultValues } = formState;
  const { pathname } = useLocation();
  const notify = useNotify();
  const restored = useRef(false);
  // The record the form holds as saved; kept in a ref so that the watch below need not resubscribe.
  const opened = useRef<Record<string, unknown>>({});
  useEffect(() => {
    opened.current = (defaultValues ?? {}) as Record<string, unknown>;
  }, [defaultValues]);

  const keep = useCallback(() => {
    const draft = draftOf(getValues(), opened.current);
    if (draft) saveDraft(pathname, draft);
    else removeDraft(pathname);
  }, [getValues, pathname]);

  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const draft = readDraft(pathname);
    if (!draft) return;
    const restoration = restorationOf(draft, getValues());
    if (!restoration) {
      removeDraft(pathname);
      return;
    }
    reset({ ...getValues(), ...restoration.values }, { keepDefaultValues: true });
    notify(restoration.serverChanged ? 'app.form.draft_restored_server_changed' : 'app.form.draft_restored', {
      type: restoration.serverChanged ? 'warning' : 'info',
    });
  }, [isReady, pathname, getValues, reset, notify]);

  // A save that keeps the form open resets it to the saved record: what was drafted is saved now.
  useEffect(() => {
    if (restored.current) keep();
  }, [defaultValues, keep]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(keep, draftSaveDelayMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      if (sessionAlive()) removeDraft(pathname);
      else keep();
    };
  }, [watch, keep, pathname, sessionAlive]);

  return null;
}

import { useCallback, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocation, useNotify } from 'react-admin';
import { hasAnyToken } from '../authProvider/storage.js';
import { draftOf, readDraft, removeDraft, restorationOf, saveDraft, typedToKeep } from './formDrafts.js';

export const draftSaveDelayMs = 500;

/**
 * Put inside any react-admin form (`<SimpleForm><FormDraftKeeper />...`). While the admin types,
 * the fields that differ from the record the form opened with are saved (debounced) to
 * sessionStorage under the form's URL; once nothing differs (a successful save resets the form to
 * the saved record) the draft is dropped. When the form goes away: if the session is still there
 * (saved, cancelled, navigated away) the draft is dropped; if the session ended (expired, signed
 * out by the server) it stays, and after signing in again react-admin brings the admin back to this
 * URL, where the unsaved fields are restored, dirty, ready to save: with a warning when the record
 * changed on the server since the draft was taken. When the form's record is read again while the
 * admin types, what they typed stays (see `typedToKeep`).
 */
export function FormDraftKeeper({ sessionAlive = hasAnyToken }: { sessionAlive?: () => boolean }) {
  const { getValues, reset, setValue, watch, formState } = useFormContext();
  // Like react-admin's own record-from-location: wait until the form has applied its record.
  const { isReady, defaultValues } = formState;
  const { pathname } = useLocation();
  const notify = useNotify();
  const restored = useRef(false);
  // The record the form holds as saved; kept in a ref so that the watch below need not resubscribe.
  const opened = useRef<Record<string, unknown>>({});
  // The form's values at the admin's last change (a reset is none).
  const typed = useRef<Record<string, unknown>>({});
  useEffect(() => {
    const before = opened.current;
    const after = (defaultValues ?? {}) as Record<string, unknown>;
    opened.current = after;
    // react-admin resets a form whenever its record is read again (the record's own read arriving
    // after the list's copy of it, a refetch): what was typed into a field that read left as it was is
    // put back, still to save.
    if (before.id !== undefined && before.id === after.id) {
      for (const [field, value] of Object.entries(typedToKeep(typed.current, before, after))) setValue(field, value, { shouldDirty: true });
    }
    typed.current = getValues();
  }, [defaultValues, getValues, setValue]);

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
    const subscription = watch((_values, { name }) => {
      if (name) typed.current = getValues();
      clearTimeout(timer);
      timer = setTimeout(keep, draftSaveDelayMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      if (sessionAlive()) removeDraft(pathname);
      else keep();
    };
  }, [watch, keep, pathname, sessionAlive, getValues]);

  return null;
}

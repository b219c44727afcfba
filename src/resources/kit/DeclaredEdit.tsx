import { useState } from 'react';
import { Edit, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { useResourcePaths } from '../paths';
import { FormToolbar } from '../shared/catalogue/FormToolbar';
import { RecordHeading } from '../shared/catalogue/RecordHeading';
import { saveNow } from '../shared/catalogue/saveNow';
import { serverMessage } from '../shared/catalogue/serverError';
import { DeclaredForm } from './DeclaredForm';
import { EditConflict, type ConflictChoice } from './EditConflict';
import { conflictingRecord } from './editConflict';
import { useDeclaration } from './useDeclaration';

/**
 * How the form takes a new saved record (their version, after a conflict): "keep mine" keeps every
 * value the form holds, "load theirs" keeps the fields the user edited (react-hook-form's dirty fields).
 */
const resetOptionsFor: Record<ConflictChoice, { keepValues: true } | { keepDirtyValues: true }> = {
  keepMine: { keepValues: true },
  loadTheirs: { keepDirtyValues: true },
};

/**
 * /admin/<name>/edit/:id. Pessimistic, so the server's field errors appear beside the inputs and a
 * stale save (someone saved meanwhile: 409 EDIT_CONFLICT) keeps the form as typed, with the conflict panel.
 */
export function DeclaredEdit() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notify = useNotify();
  const paths = useResourcePaths(declaration.name, { relative: true });
  const [current, setCurrent] = useState<RaRecord>();
  const [choice, setChoice] = useState<ConflictChoice>();
  const onError = (error: unknown) => {
    const stored = conflictingRecord(error);
    if (stored) {
      setCurrent(stored);
      return;
    }
    notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' });
  };
  const onChoose = (chosen: ConflictChoice) => {
    setChoice(chosen);
    // "Keep mine" saves from the panel; it stays until that save answers.
    if (chosen === 'keepMine') return;
    setCurrent(undefined);
    notify('app.content.declared.conflict.loaded', { type: 'info' });
  };
  const name = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ ...saveNow, onError }}
      redirect={(_resource, id) => paths.detail(id ?? '')}
      title={translate('ra.page.edit', { name, recordRepresentation: '', id: '' })}
    >
      <RecordHeading source={declaration.labelField} />
      <DeclaredForm declaration={declaration} toolbar={<FormToolbar deletable />} resetOptions={choice ? resetOptionsFor[choice] : undefined}>
        {current && <EditConflict declaration={declaration} current={current} onChoose={onChoose} />}
      </DeclaredForm>
      <RecordHistory resource={declaration.name} />
    </Edit>
  );
}

import { useRef } from 'react';
import { Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TextInput, useRecordContext } from 'react-admin';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { insertAtCursor } from './insertAtCursor';
import { TemplatePreview } from './TemplatePreview';
import { useTemplateValidators } from './templateValidation';
import { VariableChips } from './VariableChips';

type TextField = HTMLInputElement | HTMLTextAreaElement;
const INSERTABLE = ['subject', 'bodyHtml'];

/** The template's inputs, its variables (inserted where the cursor was) and the live preview. */
export function TemplateFields() {
  const record = useRecordContext<{ variables?: string[] }>();
  const validate = useTemplateValidators();
  const { getValues, setValue } = useFormContext();
  const container = useRef<HTMLDivElement>(null);
  const lastField = useRef<TextField | null>(null);

  const remember = (event: React.SyntheticEvent) => {
    const target = event.target as TextField;
    if (INSERTABLE.includes(target.name)) lastField.current = target;
  };

  const insert = (variable: string) => {
    const element =
      lastField.current ?? container.current?.querySelector<HTMLTextAreaElement>('textarea[name="bodyHtml"]') ?? null;
    const name = element?.name ?? 'bodyHtml';
    const { value, caret } = insertAtCursor(
      String(getValues(name) ?? ''),
      `{{${variable}}}`,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Box ref={container} sx={{ width: '100%' }} onFocusCapture={remember} onSelectCapture={remember}>
      <FormDraftKeeper />
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput source="description" validate={validate.description} multiline fullWidth />
      {/* Read-only, not disabled: stays legible (contrast); the update call does not take it. */}
      <TextInput source="key" slotProps={{ input: { readOnly: true } }} fullWidth helperText="resources.email-templates.help.key" />
      <VariableChips variables={record?.variables ?? []} onInsert={insert} />
      <TextInput source="subject" validate={validate.subject} fullWidth />
      <TextInput
        source="bodyHtml"
        validate={validate.bodyHtml}
        multiline
        minRows={10}
        fullWidth
        helperText="resources.email-templates.help.bodyHtml"
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <TemplatePreview />
    </Box>
  );
}

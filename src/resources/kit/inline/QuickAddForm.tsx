import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Form, SaveButton, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { sentText, type InlineField } from './inlineFields';
import { saveNow } from '../../shared/catalogue/saveNow';
import { formErrorsFromServer } from '../../shared/catalogue/serverError';

/** One object for every render: a new record each render would reset what is being typed whenever the list below re-renders. */
const noRecord = {};

/** Side by side as the rename line's inputs are, not each the list's full width with the button below them all. */
const fieldWidth = { width: { xs: '100%', sm: '16rem' } } as const;

/** The "add" line above a quick list, headed as the resource's add screen ("Add a language"); the server's refusal (e.g. a duplicate) shows beside the input. */
export function QuickAddForm({ resource, fields }: { resource: string; fields: InlineField[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate(undefined, undefined, saveNow);
  const [generation, setGeneration] = useState(0);
  const primary = fields[0]!.source;
  const headingId = `${resource}-add-heading`;

  const submit = async (values: Record<string, unknown>) => {
    // An optional field left empty is not sent: the record is added without it.
    const data = Object.fromEntries(fields.map((f) => [f.source, sentText(f.field, values[f.source])]).filter(([, text]) => text !== ''));
    try {
      await create(resource, { data }, { returnPromise: true });
    } catch (error) {
      return formErrorsFromServer(error, fields.map((f) => f.source), primary);
    }
    notify('app.content.catalogue.added', { type: 'success', messageArgs: { name: data[primary] } });
    setGeneration((n) => n + 1);
    return undefined;
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1">
        {translate(`resources.${resource}.create.title`, {
          _: translate('app.content.catalogue.addHeading', { name: translate(`resources.${resource}.name`, { smart_count: 1 }) }),
        })}
      </Typography>
      <Form key={generation} onSubmit={submit} resource={resource} record={noRecord} noValidate>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {fields.map((f) => (
            <TextInput key={f.source} source={f.source} validate={f.validate} resource={resource} fullWidth={false} sx={fieldWidth} />
          ))}
          <SaveButton label="app.content.catalogue.add" icon={<AddIcon aria-hidden />} alwaysEnable sx={{ mt: 1 }} />
        </Box>
      </Form>
    </Box>
  );
}

import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Form, TextInput, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { sentText, type InlineField } from './inlineFields';
import { saveNow } from '../../shared/catalogue/saveNow';
import { formErrorsFromServer } from '../../shared/catalogue/serverError';

/**
 * A record's label with a rename button (with its other fields, "English (en)", where they have no
 * column of their own: on a card); renaming edits the fields in place (Enter saves, Escape
 * cancels) and shows the server's refusal, such as a duplicate, beside the input.
 */
export function InlineRename({ resource, record, fields, withOthers = false }: { resource: string; record: RaRecord; fields: InlineField[]; withOthers?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate(undefined, undefined, saveNow);
  const [editing, setEditing] = useState(false);
  const primary = fields[0]!.source;
  const label = String(record[primary] ?? '');

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span">
          {label}
          {withOthers && fields.slice(1).map((f) => (record[f.source] ? ` (${record[f.source]})` : ''))}
        </Typography>
        <Tooltip title={translate('app.content.catalogue.rename')}>
          <IconButton
            size="small"
            aria-label={translate('app.content.catalogue.renameNamed', { name: label })}
            onClick={(event) => {
              event.stopPropagation();
              setEditing(true);
            }}
          >
            <EditIcon fontSize="small" aria-hidden />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  const submit = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(fields.map((f) => [f.source, sentText(f.field, values[f.source])]));
    try {
      await update(resource, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      return formErrorsFromServer(error, fields.map((f) => f.source), primary);
    }
    notify('app.content.catalogue.renamed', { type: 'success', messageArgs: { name: data[primary] } });
    setEditing(false);
    return undefined;
  };

  return (
    <Form onSubmit={submit} record={record} resource={resource} noValidate>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
      >
        {fields.map((f, index) => (
          <TextInput
            key={f.source}
            source={f.source}
            validate={f.validate}
            resource={resource}
            size="small"
            margin="none"
            autoFocus={index === 0}
          />
        ))}
        <IconButton type="submit" size="small" aria-label={translate('ra.action.save')}>
          <SaveIcon fontSize="small" aria-hidden />
        </IconButton>
        <IconButton size="small" aria-label={translate('ra.action.cancel')} onClick={() => setEditing(false)}>
          <CloseIcon fontSize="small" aria-hidden />
        </IconButton>
      </Box>
    </Form>
  );
}

import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { useSubjectRows } from './subjectTree';
import { ErrorWithRetry } from '../../layout/ErrorWithRetry';

/** Chooses a tutor's subjects from the subject tree (checkboxes indented by depth). */
export function SubjectTreeInput({ source, validate }: { source: string; validate?: Validator | Validator[] }) {
  const translate = useTranslate();
  const { rows, isPending, error, refetch } = useSubjectRows();
  const { field, fieldState, id } = useInput({ source, validate, defaultValue: [] });
  const value: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (subjectId: number) => {
    field.onChange(value.includes(subjectId) ? value.filter((v) => v !== subjectId) : [...value, subjectId]);
    field.onBlur();
  };
  const labelId = `${id}-label`;
  return (
    <FormControl component="fieldset" error={!!fieldState.error} sx={{ my: 1, width: '100%' }}>
      <FormLabel component="legend" id={labelId}>
        {translate('resources.tutors.fields.subjectIds')}
      </FormLabel>
      {isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : error ? (
        <ErrorWithRetry onRetry={refetch}>{translate('resources.tutors.subjectsError')}</ErrorWithRetry>
      ) : (
        <Box role="group" aria-labelledby={labelId} sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
          {rows.map((row) => (
            <Box key={row.id} sx={{ pl: row.depth * 3 }}>
              <FormControlLabel
                control={<Checkbox size="small" checked={value.includes(row.id)} onChange={() => toggle(row.id)} />}
                label={row.name}
                sx={{ fontWeight: row.depth === 0 ? 600 : 400 }}
              />
            </Box>
          ))}
        </Box>
      )}
      <FormHelperText>
        <InputHelperText
          error={fieldState.error?.message}
          helperText={translate('resources.tutors.help.subjects', { smart_count: value.length })}
        />
      </FormHelperText>
    </FormControl>
  );
}

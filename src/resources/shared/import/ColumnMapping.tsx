import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../../kit/useDeclaration';

interface ColumnMappingProps {
  resource: string;
  headers: readonly string[];
  /** The field each column fills, in order (null: not imported). */
  columns: ReadonlyArray<string | null>;
  /** The fields a column may fill. */
  fields: readonly string[];
  disabled: boolean;
  onChange: (columns: Array<string | null>) => void;
}

/** The file's columns, each with the field it fills, as matched by its header or chosen here: a change previews the file again. */
export function ColumnMapping({ resource, headers, columns, fields, disabled, onChange }: ColumnMappingProps) {
  const translate = useTranslate();
  const choose = (at: number, field: string) => onChange(columns.map((each, index) => (index === at ? field || null : each)));
  return (
    <Box component="section" aria-labelledby="import-columns">
      <Typography id="import-columns" component="h2" variant="h6">
        {translate('app.import.mapping.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.import.mapping.note')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {headers.map((header, at) => (
          <TextField
            key={`${at}-${header}`}
            select
            size="small"
            label={translate('app.import.mapping.column', { header })}
            value={columns[at] ?? ''}
            disabled={disabled}
            onChange={(event) => choose(at, event.target.value)}
          >
            <MenuItem value="">
              <em>{translate('app.import.mapping.skip')}</em>
            </MenuItem>
            {fields.map((field) => (
              <MenuItem key={field} value={field}>
                {translate(fieldLabel(resource, field), { _: field })}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Box>
  );
}

import FileIcon from '@mui/icons-material/UploadFile';
import { Button, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../../contract/declaration';
import { fieldLabel } from '../../kit/useDeclaration';

interface ImportFileProps {
  declaration: ResourceDeclaration;
  file: File | undefined;
  reading: boolean;
  onFile: (file: File) => void;
}

/** The first unique field, whose value names an existing record: the key the server upserts by when the file fills it. */
const keyFieldOf = (declaration: ResourceDeclaration) => Object.entries(declaration.fields).find(([, field]) => field.unique)?.[0];

/** What the import takes, and the button that picks the file (a real button, so the keyboard reaches it; the file input stays hidden). */
export function ImportFile({ declaration, file, reading, onFile }: ImportFileProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const key = keyFieldOf(declaration);
  return (
    <>
      <Typography id="import-file" component="h2" variant="h6">
        {translate('app.import.file.choose')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate('app.import.file.note')}
        {key && ` ${translate('app.import.file.keyNote', { field: translate(fieldLabel(declaration.name, key), { _: key }) })}`}
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv,text/plain,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onFile(picked);
        }}
      />
      <Button variant={file ? 'outlined' : 'contained'} startIcon={<FileIcon aria-hidden />} disabled={reading} onClick={() => input.current?.click()}>
        {translate(file ? 'app.import.file.another' : 'app.import.file.choose')}
      </Button>
      {reading && file && (
        <Typography role="status" sx={{ mt: 1 }}>
          {translate('app.import.file.reading', { file: file.name })}
        </Typography>
      )}
    </>
  );
}

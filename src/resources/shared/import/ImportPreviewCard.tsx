import StartIcon from '@mui/icons-material/PlaylistAddCheck';
import { Box, Button, Divider, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportPreview } from '../../../../contract/import';
import { ColumnMapping } from './ColumnMapping';
import { ImportCounts } from './ImportCounts';

interface ImportPreviewCardProps {
  resource: string;
  preview: ImportPreview;
  busy: boolean;
  onColumns: (columns: Array<string | null>) => void;
  onStart: () => void;
}

/**
 * The dry run of a file: its columns and the fields they fill, what its rows would do, and the import
 * itself (rows that add or update anything). Focus moves to its heading when it arrives, for the keyboard
 * and for screen readers.
 */
export function ImportPreviewCard({ resource, preview, busy, onColumns, onStart }: ImportPreviewCardProps) {
  const translate = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview.fileName]);
  const writes = preview.create + preview.update;
  return (
    <Box sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>
        {preview.fileName}
      </Typography>
      <Box sx={{ my: 2 }}>
        <ImportCounts counts={preview} planned />
      </Box>
      <ColumnMapping resource={resource} headers={preview.headers} columns={preview.columns} fields={preview.fields} disabled={busy} onChange={onColumns} />
      <Box sx={{ mt: 2 }}>
        {writes > 0 ? (
          <Button variant="contained" startIcon={<StartIcon aria-hidden />} disabled={busy} onClick={onStart}>
            {translate('app.import.start', { smart_count: writes })}
          </Button>
        ) : (
          <Typography color="text.secondary">{translate('app.import.nothing')}</Typography>
        )}
      </Box>
    </Box>
  );
}

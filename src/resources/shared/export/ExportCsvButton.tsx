import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useListContext, useTranslate } from 'react-admin';
import { deferredPart } from '../../../layout/deferredPart';
import type { ExportColumnSpec } from './ExportDialog';

export type { ExportColumnSpec };

// The export's code (request, stream reading, progress dialog) loads on the first click.
const ExportDialog = deferredPart(() => import('./ExportDialog').then((module) => module.ExportDialog));

/**
 * The CSV export of every list: the whole list as filtered, searched and sorted, written by the
 * server, with progress and a cancel. `columns` name the fields with translation keys.
 */
export function ExportCsvButton({ columns }: { columns: ExportColumnSpec[] }) {
  const translate = useTranslate();
  const { resource, filterValues, sort, total } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon aria-hidden />} onClick={() => setOpen(true)} disabled={total === 0 || open}>
        {translate('app.export.button')}
      </Button>
      {open && <ExportDialog resource={resource} filter={filterValues} sort={sort} columns={columns} onClose={() => setOpen(false)} />}
    </>
  );
}

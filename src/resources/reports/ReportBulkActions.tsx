import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useBulkCall } from '../shared/people/useBulkCall';

const bulkStatuses = ['resolved', 'dismissed'] as const;
type BulkStatus = (typeof bulkStatuses)[number];

/**
 * Resolve or dismiss the selected reports (POST /admin/report-management/bulk-status: the endpoint
 * table's `bulkStatus` action), each as the detail screen would close it; internal notes are kept.
 * The single change takes no reason, so neither does this: a confirmation is enough.
 */
export function ReportBulkActions() {
  const translate = useTranslate();
  const { count, pending, run } = useBulkCall('reports');
  const [status, setStatus] = useState<BulkStatus | null>(null);

  const confirm = async () => {
    if (status && (await run({ status }, `resources.reports.bulk.done.${status}`))) setStatus(null);
  };

  return (
    <>
      {bulkStatuses.map((name) => (
        <Button key={name} size="small" color="primary" onClick={() => setStatus(name)}>
          {translate(`resources.reports.bulk.actions.${name}`)}
        </Button>
      ))}
      <Confirm
        isOpen={status !== null}
        loading={pending}
        title={status ? `resources.reports.bulk.titles.${status}` : ''}
        translateOptions={{ smart_count: count }}
        content={status ? `resources.reports.bulk.descriptions.${status}` : ''}
        confirm={status ? `resources.reports.bulk.actions.${status}` : 'ra.action.confirm'}
        onConfirm={confirm}
        onClose={() => setStatus(null)}
      />
    </>
  );
}

import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  maxLength,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import { type ReportDetail } from '../../../contract/reports';
import { reportStatuses } from '../../../contract/values';
import { FormDraftKeeper } from '../../layout/FormDraftKeeper';
import { conflictingRecord } from '../kit/editConflict';

export const ADMIN_NOTE_MAX = 5000;

interface ReportChange {
  status: ReportDetail['status'];
  adminNote: string;
}

/**
 * Moves a report through open, in review, resolved or dismissed, with an internal note
 * (POST /admin/report-management/update/{id}); the server records who closed it and when.
 */
export function ReportStatusForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<ReportDetail>();
  const [update] = useUpdate<ReportDetail>();
  const headingId = useId();
  if (!record) return null;
  const choices = reportStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));

  const save = async (values: Partial<ReportChange>) => {
    const data: ReportChange = { status: values.status ?? record.status, adminNote: (values.adminNote ?? '').trim() };
    try {
      await update(
        'reports',
        { id: record.id, data, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('resources.reports.notifications.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    } catch (error) {
      const fieldErrors = (error as HttpError)?.body?.errors;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      // Someone else handled the report meanwhile: show their version (the draft keeps what was typed).
      if (conflictingRecord(error)) refresh();
    }
    return undefined;
  };

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('resources.reports.detail.handling')}
        </Typography>
        <Form
          record={{ status: record.status, adminNote: record.adminNote }}
          onSubmit={save}
          warnWhenUnsavedChanges
          resource="reports"
          noValidate
        >
          <FormDraftKeeper />
          <SelectInput source="status" choices={choices} validate={(v: unknown) => (v ? undefined : 'ra.validation.required')} />
          <TextInput
            source="adminNote"
            multiline
            minRows={3}
            fullWidth
            validate={maxLength(ADMIN_NOTE_MAX)}
            helperText="resources.reports.help.adminNote"
          />
          <SaveButton alwaysEnable={false} />
        </Form>
      </CardContent>
    </Card>
  );
}

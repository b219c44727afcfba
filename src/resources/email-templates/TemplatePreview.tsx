import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { SandboxedHtml } from '../shared/catalogue/SandboxedHtml';
import { errorText, serverFieldError } from '../shared/catalogue/serverError';

export interface RenderedPreview {
  subject: string;
  html: string;
  sampleValues: Record<string, string>;
}

const PREVIEW_DELAY_MS = 500;
const PREVIEWED_FIELDS = ['subject', 'bodyHtml'] as const;

/**
 * Live preview of the draft: the server renders it with sample values and sanitises it
 * (`POST /admin/emailTemplate/preview/{id}`), and the answer is shown in a sandboxed frame. An
 * unknown variable comes back as the server's message, shown beside the field it is in; the
 * preview then says it still shows the last draft without errors.
 */
export function TemplatePreview() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  const { setError, clearErrors } = useFormContext();
  const [subject, bodyHtml] = useWatch({ name: [...PREVIEWED_FIELDS] }) as [string, string];
  const [preview, setPreview] = useState<RenderedPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The draft has an error the server named on a field: the preview below is the last good draft.
  const [stale, setStale] = useState(false);
  const [loading, setLoading] = useState(false);
  const id = record?.id;

  useEffect(() => {
    if (id == null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const answer = await dataProvider.call('email-templates', 'preview', {
          id,
          data: { subject, bodyHtml },
          signal: controller.signal,
        });
        setPreview((answer as { data: RenderedPreview }).data);
        setFailure(null);
        setStale(false);
        clearErrors([...PREVIEWED_FIELDS]);
      } catch (error) {
        if (controller.signal.aborted) return;
        const named = PREVIEWED_FIELDS.filter((field) => serverFieldError(error, field));
        for (const field of named) setError(field, { type: 'server', message: serverFieldError(error, field) });
        setFailure(named.length ? null : errorText(error, translate));
        setStale(named.length > 0);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, subject, bodyHtml, dataProvider, setError, clearErrors, translate]);

  return (
    <Card component="section" aria-labelledby="template-preview-heading" variant="outlined" sx={{ mt: 2, width: '100%' }}>
      <CardContent>
        <Typography id="template-preview-heading" component="h2" variant="h6" gutterBottom>
          {translate('app.content.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('resources.email-templates.preview.help')}
        </Typography>
        {loading && <LinearProgress aria-label={translate('resources.email-templates.preview.loading')} />}
        {failure && <Alert severity="error">{failure}</Alert>}
        {stale && preview && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('resources.email-templates.preview.stale')}
          </Alert>
        )}
        {preview && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <strong>{translate('resources.email-templates.fields.subject')}:</strong> {preview.subject}
            </Typography>
            <SandboxedHtml
              html={preview.html}
              title={translate('app.content.previewFrame', { name: String(record?.name ?? '') })}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

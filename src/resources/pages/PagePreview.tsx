import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useRecordContext, useTranslate } from 'react-admin';
import { SandboxedHtml } from '../shared/catalogue/SandboxedHtml';

/** The public API address of a published page. */
export const publicPageUrl = (slug: string) => `/api/v1/getPage?slug=${encodeURIComponent(slug)}`;

/**
 * What the public `getPage` call serves: the stored, server-sanitised HTML of the SAVED record
 * (the form's unsaved values are never rendered), in a sandboxed frame.
 */
export function PagePreview() {
  const translate = useTranslate();
  const record = useRecordContext<{ title: string; slug: string; contentHtml: string; published: boolean }>();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="page-preview-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="page-preview-heading" component="h2" variant="h6" gutterBottom>
          {translate('app.content.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.content.unsavedPreview')}
        </Typography>
        <Box sx={{ mb: 1 }}>
          {record.published ? (
            <Link href={publicPageUrl(record.slug)} target="_blank" rel="noopener noreferrer">
              {translate('resources.pages.preview.publicLink', { slug: record.slug })}
              <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
            </Link>
          ) : (
            <Typography variant="body2">{translate('resources.pages.preview.notPublished')}</Typography>
          )}
        </Box>
        <SandboxedHtml html={record.contentHtml ?? ''} title={translate('app.content.previewFrame', { name: record.title })} />
      </CardContent>
    </Card>
  );
}

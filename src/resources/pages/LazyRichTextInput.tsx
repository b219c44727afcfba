import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

/** ra-input-rich-text (TipTap, ~120 kB) loads in its own chunk, only when a page is edited. */
const PageContentInput = lazy(() => import('./PageContentInput').then((m) => ({ default: m.PageContentInput })));

export function LazyRichTextInput(props: RichTextInputProps) {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress sx={{ my: 2, width: '100%' }} aria-label={translate('ra.page.loading')} />}>
      <PageContentInput {...props} />
    </Suspense>
  );
}

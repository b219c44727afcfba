import { LinearProgress } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { lazyWith } from '../../layout/lazyLoad';
import { LoadFailed } from '../../layout/LoadFailed';

function EditorLoading() {
  const translate = useTranslate();
  return <LinearProgress sx={{ my: 2, width: '100%' }} aria-label={translate('ra.page.loading')} />;
}

/** ra-input-rich-text (TipTap, ~120 kB) loads in its own chunk, only when a page is edited. */
export const LazyRichTextInput = lazyWith<RichTextInputProps>({ Loading: EditorLoading, Failed: LoadFailed }, () =>
  import('./PageContentInput').then((m) => m.PageContentInput),
);

import { Box } from '@mui/material';
import { useListContext, useLocaleState } from 'react-admin';
import { useRememberedToolbarHeight } from '../../../firstScreen/toolbarHeight';
import { listClasses } from '../people/listClasses';

/**
 * The toolbar's height where nothing is remembered for this list, language and width: one line from
 * `xl` up in English, filters and actions on a line each below it, stacked on narrow screens.
 */
const DEFAULT_HEIGHT = { xs: 172, sm: 164, md: 112, xl: 64 };

/**
 * Holds the toolbar's place while it loads, so the rows do not jump when it arrives: the height it
 * took when last drawn at this width in this language (src/firstScreen/toolbarHeight.ts), measured
 * before the browser paints.
 */
export function ToolbarPlaceholder() {
  const { resource } = useListContext();
  const [locale] = useLocaleState();
  const { place, height } = useRememberedToolbarHeight<HTMLDivElement>(resource, locale);
  return <Box ref={place} className={listClasses.actions} sx={{ minHeight: height ?? DEFAULT_HEIGHT }} />;
}

import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { deferredPart } from '../deferredPart';
import { preloadSoon } from '../preloadSoon';
import { paletteKeys, shortcutOf } from '../shortcuts';

const CommandPalette = deferredPart(() => import('./CommandPalette').then((module) => module.CommandPalette));
// Loaded before it is first asked for, so that what is typed right after Ctrl+K reaches its box.
preloadSoon(CommandPalette.preload);

/** The app bar's search button: opens the command palette (./CommandPalette.tsx), also by Ctrl+K (⌘+K). */
export function PaletteButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const name = translate('app.palette.open');
  return (
    <>
      <Tooltip title={name}>
        <IconButton color="inherit" aria-label={name} aria-keyshortcuts="Control+K" onClick={() => setOpen(true)} {...shortcutOf(paletteKeys)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && <CommandPalette onClose={() => setOpen(false)} />}
    </>
  );
}

import { Fragment, useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { nextRecordKeys, paletteKeys, previousRecordKeys, saveAndNextKeys, searchKeys, type Keys } from './shortcuts.js';
import { useGoToShortcuts } from './useGoToShortcuts.js';

/** Ctrl as the keyboard in front of the person names it: ⌘ on a Mac. */
const controlKey = () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl');

/** Keys as a reader reads them: "g then t", "Ctrl+Enter". */
function KeyNames({ keys }: { keys: Keys }) {
  const translate = useTranslate();
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={index}>
          {index > 0 && ` ${translate('app.shortcuts.then')} `}
          <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace' }}>
            {key.replace(/^Control\+/, `${controlKey()}+`).replace(/\+([a-z])$/, (_match, letter: string) => `+${letter.toUpperCase()}`)}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

/** What each shortcut does, for the lists the signed-in person may open. */
function useShortcutList(): { keys: Keys; label: string }[] {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const goTos = useGoToShortcuts();
  return [
    { keys: ['?'], label: translate('app.shortcuts.show') },
    { keys: paletteKeys, label: translate('app.shortcuts.palette') },
    { keys: searchKeys, label: translate('app.shortcuts.search') },
    { keys: nextRecordKeys, label: translate('app.shortcuts.next') },
    { keys: previousRecordKeys, label: translate('app.shortcuts.previous') },
    { keys: saveAndNextKeys, label: translate('app.shortcuts.saveAndNext') },
    ...goTos.map(({ keys, resource }) => ({ keys, label: translate('app.shortcuts.go', { name: resource ? resourceLabel(resource, 2) : translate('app.menu.dashboard') }) })),
  ];
}

/** Every keyboard shortcut of the admin and what it does (`?`: ./KeyboardShortcuts.tsx). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const shortcuts = useShortcutList();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.shortcuts.help')}</DialogContentText>
        <Table size="small" aria-labelledby={titleId} sx={{ mt: 1 }}>
          <TableBody>
            {shortcuts.map(({ keys, label }) => (
              <TableRow key={keys.join(' ')}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <KeyNames keys={keys} />
                </TableCell>
                <TableCell>{label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useEffect, useRef } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';

/**
 * react-admin's message queue shown without react-admin's notification code, for when that code
 * could not be loaded (the network went down before it arrived): the first message, in a plain box
 * that stays until closed, with "undo" for an undoable change. Once the network is back the real
 * notification is loaded (lazyLoad.tsx); it shows the rest of the queue, not again what this box
 * showed (a stale "cannot reach the server" would hold the next message back for 4 s), except an
 * undoable change, whose undo must stay on offer.
 */
export function PlainNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  const current = notifications[0];
  const takeShownOnLeaving = useRef<() => void>(undefined);
  useEffect(() => {
    takeShownOnLeaving.current = current && !current.notificationOptions?.undoable ? takeNotification : undefined;
  }, [current, takeNotification]);
  useEffect(() => () => void takeShownOnLeaving.current?.(), []);
  if (!current) return null;
  const { message, type = 'info', notificationOptions } = current;
  const undoable = notificationOptions?.undoable === true;
  const close = (isUndo: boolean) => {
    takeNotification();
    if (undoable) takeMutation()?.({ isUndo });
  };
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        px: 2,
        py: 1,
        maxWidth: 'calc(100% - 32px)',
        bgcolor: `${type}.main`,
        color: `${type}.contrastText`,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <div role="alert">{typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message}</div>
        {undoable && (
          <Button color="inherit" size="small" onClick={() => close(true)}>
            {translate('ra.action.undo')}
          </Button>
        )}
        <Button color="inherit" size="small" onClick={() => close(false)}>
          {translate('ra.action.close')}
        </Button>
      </Stack>
    </Paper>
  );
}

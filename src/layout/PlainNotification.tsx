import { Button, Paper, Stack } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { useWhenBackOnline } from './useWhenBackOnline.js';

/**
 * react-admin's message queue shown without react-admin's notification code, for when that code
 * could not be loaded (the network went down before it arrived): the first message, in a plain box
 * that stays until closed, with "undo" for an undoable change. A message leaves the queue only when
 * closed, so the real notification, loaded by `whenBackOnline` once the network is back, shows the
 * rest.
 */
export function PlainNotification({ whenBackOnline }: { whenBackOnline: () => void }) {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  useWhenBackOnline(whenBackOnline);

  const current = notifications[0];
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

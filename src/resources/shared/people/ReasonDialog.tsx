import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export const REASON_MAX = 1000;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the REQUIRED reason of a status change; it is stored and shown in the history. */
export function ReasonDialog({ open, title, description, confirmLabel, pending, onConfirm, onClose }: ReasonDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const trimmed = reason.trim();
  const error = !trimmed
    ? translate('ra.validation.required')
    : trimmed.length > REASON_MAX
      ? translate('ra.validation.maxLength', { max: REASON_MAX })
      : '';
  // Emptied once the dialog has closed (cancelled or confirmed), so the next change starts blank.
  const reset = () => {
    setReason('');
    setTouched(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) onConfirm(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: reset } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{description}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            label={translate('app.people.reason.label')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!error}
            helperText={touched && error ? error : translate('app.people.reason.help')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

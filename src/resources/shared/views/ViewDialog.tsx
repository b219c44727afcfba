import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiErrorText, apiFieldErrorText } from '../../../i18n/apiErrorText';

export interface ViewValues {
  name: string;
  shared: boolean;
  pinned: boolean;
}

/**
 * A view's name, whether all staff see it and whether it is pinned to the menu, for a new view or the one the list came from. A name
 * the server refuses (one of the person's views of this list has it) is said under the field, and
 * the dialog stays open.
 */
export function ViewDialog({ title, initial, onSave, onClose }: { title: string; initial: ViewValues; onSave: (values: ViewValues) => Promise<void>; onClose: () => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ name?: string; other?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setError({ name: translate('app.views.nameRequired') });
      return;
    }
    setSaving(true);
    try {
      await onSave({ ...values, name: values.name.trim() });
      onClose();
    } catch (failure) {
      const name = apiFieldErrorText(failure, 'name', translate);
      setError(name ? { name } : { other: apiErrorText(failure, translate) });
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="view-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="view-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.views.name')}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            error={Boolean(error.name)}
            helperText={error.name}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControlLabel
            control={<Switch checked={values.shared} onChange={(event) => setValues({ ...values, shared: event.target.checked })} />}
            label={translate('app.views.shared')}
          />
          <FormHelperText>{translate('app.views.sharedHint')}</FormHelperText>
          <FormControlLabel
            control={<Switch checked={values.pinned} onChange={(event) => setValues({ ...values, pinned: event.target.checked })} />}
            label={translate('app.views.pinned')}
          />
          {error.other && (
            <FormHelperText error role="alert">
              {error.other}
            </FormHelperText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

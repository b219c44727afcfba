import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorText } from '../catalogue/serverError';

/** Shown instead of the rows when the list failed to load: the reason and a retry. */
export function ListError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('app.people.list.retry')}
        </Button>
      }
    >
      {translate('app.people.list.error', { message: errorText(error, translate) })}
    </Alert>
  );
}

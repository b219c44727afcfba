import { useListContext, useTranslate } from 'react-admin';
import { ErrorWithRetry } from '../../../layout/ErrorWithRetry';
import { errorText } from '../catalogue/serverError';

/** Shown instead of the rows when the list failed to load: the reason and a retry. */
export function ListError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <ErrorWithRetry onRetry={refetch} sx={{ m: 2 }}>
      {translate('app.content.loadFailed', { message: errorText(error, translate) })}
    </ErrorWithRetry>
  );
}

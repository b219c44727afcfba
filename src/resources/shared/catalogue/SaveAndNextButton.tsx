import { useMediaQuery, type Theme } from '@mui/material';
import NextIcon from '@mui/icons-material/NavigateNext';
import { SaveButton, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { hasNextInList } from '../list/listSteps';
import { useListSteps } from '../list/useListSteps';
import { saveAndNextKeys, shortcutOf } from '../../../layout/shortcuts';

/**
 * On an edit screen opened from a list with a record after this one: save, then edit the next record
 * of that list (./listOrder.ts), for staff going through a list one record after another; also by
 * Ctrl+Enter (⌘+Enter), while typing too. A save the server refuses stays on this record, as Save does.
 */
export function SaveAndNextButton({ whole = true }: { whole?: boolean }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const notify = useNotify();
  const step = useListSteps();
  const translate = useTranslate();
  // On a phone the toolbar keeps one row: the button shows its icon, and says its name to a screen reader and on hover.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = translate('app.form.save_and_next');
  if (!resource || record?.id === undefined || !hasNextInList(resource, record.id)) return null;
  const onSuccess = () => {
    notify(`resources.${resource}.notifications.updated`, { type: 'info', messageArgs: { smart_count: 1 } });
    void step({ resource, id: String(record.id), screen: 'edit' }, 1);
  };
  return (
    <SaveButton
      type="button"
      variant="outlined"
      // A record that needs no change is passed over the same way (the server writes nothing for it), once its own read is in.
      alwaysEnable={whole}
      disabled={!whole}
      label={isPhone ? '' : name}
      icon={<NextIcon />}
      {...(isPhone ? { 'aria-label': name, title: name } : {})}
      mutationOptions={{ onSuccess }}
      aria-keyshortcuts={saveAndNextKeys.join(' ')}
      {...shortcutOf(saveAndNextKeys)}
    />
  );
}

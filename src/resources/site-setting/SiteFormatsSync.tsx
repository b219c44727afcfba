import { useEffect } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { setSiteDateFormat } from '../../format/date';

/**
 * getOne and update of `site-setting` ignore the id (one record). react-admin's Edit insists that
 * the fetched id equals the requested one, so the record is read under this id first and Edit then
 * gets its real id.
 */
export const SITE_SETTING_ID = 'current';

type Settings = { id: string | number; dateFormat?: string };

function useAppliedDateFormat(dateFormat: string | undefined) {
  useEffect(() => {
    if (dateFormat) setSiteDateFormat(dateFormat);
  }, [dateFormat]);
}

/**
 * Applies the site settings' date format to every date the admin shows. Mounted once in the
 * layout; the settings form applies a saved change (`SavedDateFormatApplies`). Until the settings
 * answer, the format of the last visit (or DD/MM/YYYY) is used; a failed read leaves it as it is.
 */
export function SiteDateFormatSync() {
  const { data } = useGetOne<Settings>('site-setting', { id: SITE_SETTING_ID }, { staleTime: 10 * 60_000 });
  useAppliedDateFormat(data?.dateFormat);
  return null;
}

/** Inside the settings form: the saved record's date format applies as soon as the save answers. */
export function SavedDateFormatApplies() {
  useAppliedDateFormat(useRecordContext<Settings>()?.dateFormat);
  return null;
}

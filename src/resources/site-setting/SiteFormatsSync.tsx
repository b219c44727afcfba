import { useEffect } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { setSiteCurrency } from '../../format/currency';
import { setSiteDateFormat } from '../../format/date';

/**
 * getOne and update of `site-setting` ignore the id (one record). react-admin's Edit insists that
 * the fetched id equals the requested one, so the record is read under this id first and Edit then
 * gets its real id.
 */
export const SITE_SETTING_ID = 'current';

type Settings = { id: string | number; dateFormat?: string; currency?: string };

function useAppliedFormats(settings: Settings | undefined) {
  const { dateFormat, currency } = settings ?? {};
  useEffect(() => {
    if (dateFormat) setSiteDateFormat(dateFormat);
  }, [dateFormat]);
  useEffect(() => {
    if (currency) setSiteCurrency(currency);
  }, [currency]);
}

/**
 * Applies the site settings' date format and currency to every date and amount the admin shows.
 * Mounted once in the layout; the settings form applies a saved change (`SavedFormatsApply`). Until
 * the settings answer, those of the last visit (or DD/MM/YYYY and USD) are used; a failed read
 * leaves them as they are.
 */
export function SiteFormatsSync() {
  const { data } = useGetOne<Settings>('site-setting', { id: SITE_SETTING_ID }, { staleTime: 10 * 60_000 });
  useAppliedFormats(data);
  return null;
}

/** Inside the settings form: the saved record's date format and currency apply as soon as the save answers. */
export function SavedFormatsApply() {
  useAppliedFormats(useRecordContext<Settings>());
  return null;
}

import { useRecordContext } from 'react-admin';
import { usePageHeading } from '../../../layout/pageHeading';

/** Makes the saved record's name the page's h1 (the layout renders it). Place inside the record context. */
export function RecordHeading({ source }: { source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  usePageHeading(typeof value === 'string' && value !== '' ? value : undefined);
  return null;
}

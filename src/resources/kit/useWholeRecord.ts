import { useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { summaryFields, type ResourceDeclaration } from '../../../contract/declaration';
import { declarationOf } from '../declared';

/** Whether a record holds every field its list leaves out (long text and HTML, see `summaryFields`): its own read has arrived. */
export function isWholeRecord(declaration: ResourceDeclaration, record: RaRecord): boolean {
  const listed = summaryFields(declaration);
  return Object.keys(declaration.fields).every((name) => listed.includes(name) || name in record);
}

/**
 * Whether the form's record may be saved as it is: a new record, or one whose own read is in. An edit
 * screen opened from a list shows the list's copy of the record at once, without its long texts; a save
 * before the read arrives would check or send those fields as empty.
 */
export function useWholeRecord(): boolean {
  const record = useRecordContext();
  const declaration = declarationOf(useResourceContext());
  return !declaration || record?.id === undefined || isWholeRecord(declaration, record);
}

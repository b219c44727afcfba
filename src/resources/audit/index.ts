export { RecordHistory, type AuditRow, type RecordHistoryProps } from './RecordHistory';
export { changedFields, describeChange, formatDateTime } from './auditDiff';

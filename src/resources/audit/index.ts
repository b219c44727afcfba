export { RecordHistory, type AuditRow, type RecordHistoryProps } from './RecordHistory';
export { changedFields, displayValue, formatDateTime } from './auditDiff';

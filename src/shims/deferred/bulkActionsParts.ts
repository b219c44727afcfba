export { BulkActionsToolbar, BulkDeleteButton } from 'react-admin';

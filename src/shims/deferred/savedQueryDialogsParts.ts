export { AddSavedQueryDialog, RemoveSavedQueryDialog } from 'react-admin';

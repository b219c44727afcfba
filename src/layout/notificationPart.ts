export { Notification } from 'react-admin';

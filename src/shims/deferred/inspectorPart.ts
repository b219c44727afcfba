export { Inspector } from 'react-admin';

export { SuccessPage } from './SuccessPage';

export { ColumnsSelector, ColumnsSelectorItem } from 'react-admin';

export { defaultExporter } from 'react-admin';

import { Navigate } from 'react-admin';

/** The product's not-found screen, for any path that names no screen. */
export const toNotFound = () => <Navigate to="/pages/error-404" replace />;

import type { Validator } from 'react-admin';

/** Maintenance mode needs a message for visitors: the form's side of the rule ./server.ts checks on every save. */
export const requiredInMaintenance: Validator = (value, values) =>
  values?.maintenanceMode && String(value ?? '').trim() === '' ? 'resources.site-setting.validation.maintenanceMessage' : undefined;

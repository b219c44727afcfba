import { badRequestOn, refusal } from '../../../server/errors.js';
import type { DeclaredServerModule } from '../../../server/declared/serverModule.js';
import { en } from './messages.js';

/** The one rule across the settings' fields: maintenance mode needs the message visitors see (checked on the settings as they will be stored). */
export const checkWrite: DeclaredServerModule['checkWrite'] = ({ before, values }) => {
  const settings = { ...before, ...values };
  if (settings.maintenanceMode === true && String(settings.maintenanceMessage ?? '').trim() === '') {
    throw badRequestOn('maintenanceMessage', en.validation.maintenanceMessage, refusal('MAINTENANCE_MESSAGE_REQUIRED'));
  }
};

import { useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { deferredPart } from './deferredPart.js';
import { preloadSoon } from './preloadSoon.js';

const Notification = deferredPart(() => import('./notificationPart.js').then((module) => module.Notification));
preloadSoon(Notification.preload);

/**
 * react-admin's notification (a snackbar, with "undo" for undoable changes), kept out of the code
 * the first screen waits for: loaded soon after (preloadSoon), or with the first message if that
 * comes sooner. Messages sent meanwhile wait in react-admin's queue, which it reads once mounted.
 */
export function DeferredNotification() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  return needed ? <Notification /> : null;
}

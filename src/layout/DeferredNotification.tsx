import { useNotificationContext } from 'react-admin';
import { deferredPart } from './deferredPart.js';
import { PlainNotification } from './PlainNotification.js';
import { preloadSoon } from './preloadSoon.js';
import { useLatch } from './useLatch.js';

const Notification = deferredPart(
  () => import('./notificationPart.js').then((module) => module.Notification),
  PlainNotification,
);
preloadSoon(Notification.preload);

/**
 * react-admin's notification (a snackbar, with "undo" for undoable changes), kept out of the code
 * the first screen waits for: loaded soon after (preloadSoon), or with the first message if that
 * comes sooner. Messages sent meanwhile wait in react-admin's queue, which it reads once mounted.
 * If its code cannot be loaded (the network went down first), a plain box shows the messages until
 * the network is back and the code can be loaded again.
 */
export function DeferredNotification() {
  const { notifications } = useNotificationContext();
  return useLatch(notifications.length > 0) ? <Notification /> : null;
}

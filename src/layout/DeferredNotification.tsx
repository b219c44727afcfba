import { useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { lazyWith } from './lazyLoad.js';
import { PlainNotification } from './PlainNotification.js';
import { preloadSoon } from './preloadSoon.js';

const Nothing = () => null;

const Notification = lazyWith(
  { Loading: Nothing, Failed: ({ retry }) => <PlainNotification whenBackOnline={retry} /> },
  () => import('./notificationPart.js').then((module) => module.Notification),
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
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  return needed ? <Notification /> : null;
}

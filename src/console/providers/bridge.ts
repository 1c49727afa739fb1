/**
 * Lets code outside React (the HTTP client, the auth provider) show a notification and change the route.
 * `<SessionBridge>` (crud/SessionBridge.tsx, mounted inside <Admin>) connects react-admin's notifier and
 * router; until it is mounted, notifications wait in a queue and navigation falls back to the location.
 */
export type NotifyType = 'info' | 'success' | 'warning' | 'error';

export interface Bridge {
  notify(message: string, type: NotifyType): void;
  navigate(path: string): void;
}

let bridge: Bridge | undefined;
const queue: { message: string; type: NotifyType }[] = [];

export function connectBridge(next: Bridge): () => void {
  bridge = next;
  for (const item of queue.splice(0)) next.notify(item.message, item.type);
  return () => {
    if (bridge === next) bridge = undefined;
  };
}

export function notify(message: string, type: NotifyType = 'info'): void {
  if (bridge) bridge.notify(message, type);
  else queue.push({ message, type });
}

export function navigate(path: string): void {
  if (bridge) bridge.navigate(path);
  else if (typeof location !== 'undefined' && location.pathname !== path) location.assign(path);
}

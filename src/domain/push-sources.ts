/**
 * Who asked for a push (push_messages.source): each is named in the device's message history in the user's
 * language, so every source the server records is listed here, and the push call takes only these.
 */
export const PUSH_SOURCES = [
  'command',
  'opMessage',
  'payOrder',
  'payConfig',
  'payTest',
  'cashRevoke',
  'lanes',
  'print',
  'appInstall',
  'appMode',
  // ads (issue 18)
  'adSchedule',
  // custom screens: a boot animation or wallpaper sent to chosen devices (issue 18)
  'customScreen',
] as const;
export type PushSourceName = (typeof PUSH_SOURCES)[number];

/**
 * What the server tells the console about its deployment, written into the index.html it serves (a JSON
 * block, not a script: nothing runs, and no call is needed before the first screen).
 */
export const CONSOLE_CONFIG_ELEMENT_ID = 'ops-console-config';

export interface ConsoleConfig {
  /** Addresses of the other systems of the header's system switcher; a missing one is not configured. */
  systems: { device?: string; production?: string; merchant?: string };
}

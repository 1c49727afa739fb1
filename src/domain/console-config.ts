/**
 * What the server tells the console about its deployment, written into the index.html it serves (a JSON
 * block, not a script: nothing runs, and no call is needed before the first screen).
 */
export const CONSOLE_CONFIG_ELEMENT_ID = 'ops-console-config';

/**
 * Addresses of other applications a menu entry opens in a new window, set by the server's configuration
 * (ORDERING_APP_URL); the permission menu leaves an entry out while its address is unset.
 */
export interface ConfiguredLinks {
  /** The ordering app of the Ecosystem group (spec document 1 §2 Ecosystem). */
  orderingApp?: string;
}

export interface ConsoleConfig {
  /** Addresses of the other systems of the header's system switcher; a missing one is not configured. */
  systems: { device?: string; production?: string; merchant?: string };
}

/**
 * Pieces of the device detail's vending tabs (vendingTabs.ts): the prefix of their messages.
 */

export const V = 'screens.vending';

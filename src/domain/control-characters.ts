/**
 * Control characters (C0, DEL, C1) other than tab, line feed and carriage return. No text the product
 * keeps or searches may hold one: PostgreSQL refuses NUL outright, and the others are invisible in every
 * screen. Line breaks and tabs stay allowed here; single-line fields refuse them by their own pattern.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

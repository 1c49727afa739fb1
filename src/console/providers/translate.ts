/**
 * The translation used outside React (the HTTP client, the auth provider): the console's i18n provider once
 * it is set up, the login page's small table before that. A key without a text answers `options._`, else itself.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

let active: Translate | undefined;

export function setTranslator(next: Translate): void {
  active = next;
}

export function translate(key: string, options?: Record<string, unknown>): string {
  return active ? active(key, options) : String(options?._ ?? key);
}

/**
 * An error-log entry keeps its message as the user read it, in the language of that moment (and the
 * super admin reads everyone's). To read the log in the console's current language, a message that is
 * one of the console's own texts in any language — a catalogue message (`errors.<code>`), a field rule
 * (`validation.*`), the network and try-later messages — is shown as that text in the current language,
 * and so is the catalogue head and each field rule of a 100001 answer ('<message>: field: rule; …').
 * Anything else (a script's own message, a server detail) is kept as it came.
 */
import type { Messages } from '../i18n';

/** The keys whose texts may stand in a recorded message. */
const WHOLE_KEYS = ['app.networkError', 'app.tryLater'];
const GROUPS = ['errors', 'validation'];

export type TextIndex = Map<string, string>;

/** text → message key, over the given languages' tables. */
export function indexTexts(tables: Messages[]): TextIndex {
  const index: TextIndex = new Map();
  const add = (text: unknown, key: string) => {
    if (typeof text === 'string' && text && !index.has(text)) index.set(text, key);
  };
  for (const table of tables) {
    for (const key of WHOLE_KEYS) {
      const [group, name] = key.split('.');
      add((table[group] as Record<string, unknown> | undefined)?.[name], key);
    }
    for (const group of GROUPS) {
      for (const [name, text] of Object.entries((table[group] as Record<string, unknown> | undefined) ?? {})) add(text, `${group}.${name}`);
    }
  }
  return index;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function localiseMessage(message: string, index: TextIndex, translate: Translate): string {
  const whole = index.get(message);
  if (whole) return translate(whole);
  // '<catalogue message>: field: rule; field: rule'
  const cut = message.indexOf(': ');
  const head = cut > 0 ? index.get(message.slice(0, cut)) : undefined;
  if (!head?.startsWith('errors.')) return message;
  const fields = message
    .slice(cut + 2)
    .split('; ')
    .map((part) => {
      const at = part.indexOf(': ');
      const rule = at > 0 ? index.get(part.slice(at + 2)) : undefined;
      return rule ? `${part.slice(0, at)}: ${translate(rule)}` : part;
    });
  return `${translate(head)}: ${fields.join('; ')}`;
}

import type { Locale } from '../../src/domain/locale.js';

/**
 * What gives away a validator's raw text in a message meant for people: a JSON-schema type or keyword
 * name ("integerでなければいけない", "must NOT have more than 20 characters"), ajv's own phrasing in any of
 * its translations, a format name or a regular expression. Answers the offending pieces (none: clean).
 */
const WORDS = [
  'integer',
  'string',
  'boolean',
  'object',
  'array',
  'null',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'enum',
  'const',
  'required',
  'additionalProperties',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'dependentRequired',
  'anyOf',
  'oneOf',
  'allOf',
  'date-time',
  'uri',
  'uuid',
  'ipv4',
  'hostname',
  'controlCharacters',
];
// English prose may say "number", "type" or "format"; in the other languages any of them is a leak
const NOT_ENGLISH = ['number', 'type', 'format'];
const PHRASES = [
  /must NOT/,
  /must match/,
  /must have/,
  /must be equal/,
  /must pass/,
  /should be/,
  /でなければいけない/,
  /であってはいけない/,
  /パターン/,
  /フォーマット/,
  /应当/,
  /應當/,
  /应该/,
  /應該/,
  /\$ref|\$data|#\/\$defs/,
  /[\^\\]|\$$/,
  /\\p\{/,
];
const asWord = (word: string) => [word, new RegExp(`(^|[^A-Za-z-])${word.replace('-', '\\-')}($|[^A-Za-z-])`, 'i')] as const;
const ENGLISH_CHECKS = WORDS.map(asWord);
const OTHER_CHECKS = [...WORDS, ...NOT_ENGLISH].map(asWord);

export function rawSchemaWords(message: string, locale: Locale): string[] {
  const found: string[] = [];
  for (const [word, re] of locale === 'en' ? ENGLISH_CHECKS : OTHER_CHECKS) if (re.test(message)) found.push(word);
  for (const re of PHRASES) if (re.test(message)) found.push(String(re));
  return found;
}

import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { validatorFor } from '../../src/console/crud/validator';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { LOCALES } from '../../src/domain/locale';
import { rawSchemaWords } from '../support/raw-words';

/** The forms word their errors as the server's 100001 answer does: for people, with the limits filled in. */
const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'account'],
  properties: {
    name: { type: 'string', maxLength: 20 },
    account: { type: 'string', pattern: '^[A-Za-z0-9]+$', 'x-message': 'validation.account' } as RJSFSchema,
    count: { type: 'integer', minimum: 1 },
    tags: { type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'string' } },
    kind: { type: 'string', enum: ['a', 'b'] },
    email: { type: 'string', format: 'email' },
  },
};

const errorsOf = (locale: (typeof LOCALES)[number], data: unknown) =>
  Object.fromEntries(
    validatorFor(locale)
      .validateFormData(data, schema)
      .errors.map((e) => [e.property, e.message]),
  );

describe('the form validator', () => {
  it('words each keyword for people, with its limit', () => {
    const bad = { name: 'x'.repeat(21), account: 'a-b', count: 1.5, tags: ['x', 'y', 'z'], kind: 'c', email: 'no' };
    expect(errorsOf('ja', bad)).toEqual({
      '.name': '20文字以内で入力してください',
      '.account': VALIDATION_MESSAGES['validation.account'].ja,
      '.count': '整数で入力してください',
      '.tags': '2件以内で選択してください',
      '.kind': '選択肢の中から選んでください',
      '.email': VALIDATION_MESSAGES['validation.email'].ja,
    });
    expect(errorsOf('en', { account: 'ok', count: 0 })).toEqual({ name: 'Cannot be empty', '.count': 'Must be 1 or more' });
  });

  it('shows no raw type name or keyword in any language', () => {
    const bad = { name: 5, account: '', count: 'x', tags: 'x', kind: 3, email: 7 };
    for (const locale of LOCALES) {
      const messages = Object.values(errorsOf(locale, bad));
      expect(messages.length).toBeGreaterThan(3);
      for (const m of messages.map(String)) expect(rawSchemaWords(m, locale), m).toEqual([]);
    }
  });
});

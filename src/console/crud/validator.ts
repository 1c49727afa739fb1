/**
 * The forms' validator: ajv (draft 2020-12, the schemas' keywords known — x-sameAs checked as the server does,
 * ajv-formats) over the same schemas the server validates with. Every message is worded as the server's
 * 100001 answer words it (src/domain/keyword-messages.ts): a field rule's `x-message`, "cannot be empty"
 * for a missing field, else the keyword's people-worded text with its limit, in the current language.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { Ajv2020 } from 'ajv/dist/2020';
import { SCHEMA_KEYWORD_DEFINITIONS } from '../../domain/schema-registry';
import { validationMessage } from '../../domain/keyword-messages';
import type { Locale } from '../../domain/locale';

const validators = new Map<Locale, ValidatorType>();

export function validatorFor(locale: Locale): ValidatorType {
  let v = validators.get(locale);
  if (!v) {
    v = customizeValidator(
      {
        AjvClass: Ajv2020 as never,
        ajvOptionsOverrides: { verbose: true, allErrors: true },
        extenderFn: (ajv) => {
          for (const definition of SCHEMA_KEYWORD_DEFINITIONS) if (!ajv.getKeyword(definition.keyword)) ajv.addKeyword(definition);
          return ajv;
        },
      },
      (errors) => {
        for (const e of errors ?? []) e.message = validationMessage(e, locale);
      },
    );
    validators.set(locale, v);
  }
  return v;
}

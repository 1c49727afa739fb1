/**
 * The forms' validator: ajv (draft 2020-12, `$data` on, the schemas' x-message/x-enum keywords known,
 * ajv-formats) over the same schemas the server validates with. Messages: a field rule's `x-message`
 * (src/domain/validation-messages.ts, as the server's 100001 answer uses), `validation.required` for a
 * missing field, else ajv-i18n's text in the current language.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { Ajv2020 } from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv';
import localizeJa from 'ajv-i18n/localize/ja';
import localizeZh from 'ajv-i18n/localize/zh';
import localizeZhTw from 'ajv-i18n/localize/zh-TW';
import localizeEn from 'ajv-i18n/localize/en';
import { SCHEMA_KEYWORDS } from '../../domain/schema-registry';
import { VALIDATION_MESSAGES } from '../../domain/validation-messages';
import type { Locale } from '../../domain/locale';

type Localizer = (errors?: ErrorObject[] | null) => void;

const unwrap = (m: unknown) => ((m as { default?: Localizer }).default ?? m) as Localizer;

const LOCALIZERS: Record<Locale, Localizer> = {
  ja: unwrap(localizeJa),
  'zh-CN': unwrap(localizeZh),
  'zh-TW': unwrap(localizeZhTw),
  en: unwrap(localizeEn),
};

/** The message of one ajv error in a locale: x-message, required, or ajv-i18n's (already applied). */
export function messageFor(error: ErrorObject, locale: Locale): string | undefined {
  if (error.keyword === 'required') return VALIDATION_MESSAGES['validation.required']?.[locale];
  const key = (error.parentSchema as Record<string, unknown> | undefined)?.['x-message'];
  if (typeof key === 'string' && VALIDATION_MESSAGES[key]) return VALIDATION_MESSAGES[key][locale];
  return undefined;
}

const validators = new Map<Locale, ValidatorType>();

export function validatorFor(locale: Locale): ValidatorType {
  let v = validators.get(locale);
  if (!v) {
    v = customizeValidator(
      {
        AjvClass: Ajv2020 as never,
        ajvOptionsOverrides: { $data: true, verbose: true, allErrors: true },
        extenderFn: (ajv) => {
          for (const keyword of SCHEMA_KEYWORDS) if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
          return ajv;
        },
      },
      (errors) => {
        if (!errors) return;
        LOCALIZERS[locale](errors);
        for (const e of errors) {
          const m = messageFor(e, locale);
          if (m) e.message = m;
        }
      },
    );
    validators.set(locale, v);
  }
  return v;
}

import type { Operations } from '../../operation.js';
import type { Locale } from '../../../domain/locale.js';
import { PAY_METHODS, PAY_CHANNELS } from '../../../domain/payments.js';
import { CURRENCIES } from '../../../domain/currencies.js';
import { FESTIVALS } from '../../../domain/festivals.js';
import { CARRIERS } from '../../../domain/carriers.js';

interface Entry {
  code: string;
  name: string;
  extra: Record<string, unknown>;
}

/** A currency's name in the caller's language, from ICU (Node carries the full data): no table of ours to drift. */
function currencyName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
}

/** The catalogues held in src/domain, each worded for `locale`. */
const FIXED: Record<string, (locale: Locale) => Entry[]> = {
  payMethod: (locale) => PAY_METHODS.map((m) => ({ code: String(m.code), name: m.description[locale], extra: { brand: m.name, color: m.color } })),
  currency: (locale) => CURRENCIES.map((c) => ({ code: c.code, name: currencyName(c.code, locale), extra: { symbol: c.symbol, decimals: c.decimals } })),
  payChannel: () => PAY_CHANNELS.map((c) => ({ code: c, name: c, extra: {} })),
  festival: (locale) => FESTIVALS.map((f) => ({ code: f.code, name: f.name[locale], extra: { lunar: f.lunar } })),
  carrier: (locale) => CARRIERS.map((c) => ({ code: c.code, name: c.name[locale], extra: { country: c.country } })),
};

/** POST /dictionary/query: one catalogue by type (the schema has already refused an unknown type). */
export const dictionaryOperations: Operations = {
  async dictionaryQuery({ body, db, locale }) {
    if (body.type !== 'deviceModel') return FIXED[body.type](locale);
    // models are data, named as their maker names them: the enabled products
    const rows = await db.query<{ productKey: string; name: string; model: string; type: string }>(
      `select product_key as "productKey", name, model, type from products where status = 1 order by name, id`,
    );
    return rows.map((p) => ({ code: p.productKey, name: p.name, extra: { model: p.model, type: p.type } }));
  },
};

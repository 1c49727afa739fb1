import type { Queryable } from './database.js';
import { PAY_METHODS } from '../../domain/payments.js';
import { CURRENCIES } from '../../domain/currencies.js';

/**
 * Writes the domain's payment-method and currency catalogues into their tables (migration 020), so
 * orders and configs can reference them: a method or currency the product does not know is refused by the
 * database too. Run after the migrations at every start; rows are upserted, never deleted (old orders keep
 * their method).
 */
export async function syncCatalogues(db: Queryable): Promise<void> {
  await db.query(
    `insert into pay_methods (code, name, color)
     select * from unnest($1::smallint[], $2::text[], $3::text[])
     on conflict (code) do update set name = excluded.name, color = excluded.color`,
    [PAY_METHODS.map((p) => p.code), PAY_METHODS.map((p) => p.name), PAY_METHODS.map((p) => p.color)],
  );
  await db.query(
    `insert into currencies (code, symbol, digits)
     select * from unnest($1::text[], $2::text[], $3::smallint[])
     on conflict (code) do update set symbol = excluded.symbol, digits = excluded.digits`,
    [CURRENCIES.map((c) => c.code), CURRENCIES.map((c) => c.symbol), CURRENCIES.map((c) => (c.decimals ? 2 : 0))],
  );
}

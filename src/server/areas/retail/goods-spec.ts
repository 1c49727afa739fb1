import { loadSchemaFiles } from '../../validation.js';
import { tableSpec } from '../../table/spec.js';
import { SCHEMA_BASE } from '../../../domain/schema-registry.js';

/**
 * How goods are stored, read from the same `x-table` the generic table handler serves their plain calls
 * from: the hand-written lookups answer exactly the record the generic calls answer.
 */
export const GOODS_SCHEMA = `${SCHEMA_BASE}retail/goods.schema.json`;
export const GOODS = tableSpec(GOODS_SCHEMA, loadSchemaFiles()[GOODS_SCHEMA]);

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SCHEMA_BASE, SCHEMA_KEYWORD_DEFINITIONS } from '../../domain/schema-registry.js';
import { loadSchemaFiles } from '../validation.js';

export const ASYNCAPI_FILE = fileURLToPath(new URL('../../../asyncapi/devices.yaml', import.meta.url));

type Json = Record<string, any>;

/** One channel of the device protocol as the server reads it from asyncapi/devices.yaml. */
export interface ProtocolChannel {
  /** The address with `+` for the serial number (`devices/+/telemetry`). */
  filter: string;
  /** The last address segments (`telemetry`, `shadow/reported`). */
  channel: string;
  action: 'send' | 'receive';
  /** The payload schema's `$id` with its pointer. */
  schemaId: string;
  validate: ValidateFunction;
}

const resolveLocal = (doc: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node[key], doc);

/**
 * Reads asyncapi/devices.yaml and compiles, per channel, the payload it declares: the server validates what
 * devices send against exactly this (no second list of topics or payloads in the code). Validation is strict:
 * nothing is coerced, defaulted or removed from a device's message.
 */
export function loadProtocol(file = ASYNCAPI_FILE): ProtocolChannel[] {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  const ajv = new Ajv2020({ allErrors: false, strict: true, coerceTypes: false, useDefaults: false, removeAdditional: false });
  addFormats(ajv);
  for (const definition of SCHEMA_KEYWORD_DEFINITIONS) ajv.addKeyword(definition);
  for (const schema of Object.values(loadSchemaFiles())) ajv.addSchema(schema);
  const out: ProtocolChannel[] = [];
  for (const op of Object.values(doc.operations as Record<string, Json>)) {
    const channel = resolveLocal(doc, op.channel.$ref);
    const address: string = channel.address;
    for (const m of Object.values(channel.messages as Record<string, Json>)) {
      const message = m.$ref ? resolveLocal(doc, m.$ref) : m;
      const [file, pointer] = String(message.payload.$ref).split('#');
      const schemaId = `${SCHEMA_BASE}${file.replace(/^(\.\.\/)?schemas\//, '')}#${pointer}`;
      const validate = ajv.getSchema(schemaId);
      if (!validate) throw new Error(`asyncapi: no schema ${schemaId}`);
      out.push({
        filter: address.replace('{serialNum}', '+'),
        channel: address.replace(/^devices\/\{serialNum\}\//, ''),
        action: op.action,
        schemaId,
        validate,
      });
    }
  }
  return out;
}

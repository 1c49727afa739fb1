import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets at rest (payment configs' interface secrets, keys and certificates: issue 9). Each value is
 * sealed with AES-256-GCM under one key from the environment (PAY_SECRET_KEY, 32 bytes in base64) and
 * stored as `v1:<iv>:<tag>:<ciphertext>` (base64). Without PAY_SECRET_KEY the embedded demo keeps a generated
 * key in its data folder (created once, mode 0600) and in-memory databases (tests) a key of the process:
 * either way the database alone never reveals a secret. Values are never logged and the console only ever
 * sees them masked.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a sealed value; throws on a value sealed under another key or tampered with. */
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('PAY_SECRET_KEY must be 32 bytes in base64');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** The key: PAY_SECRET_KEY, else a key file in the embedded database's folder, else one for this process. */
export function secretKeyFrom(envKey: string | undefined, dataDir: string | undefined): Buffer {
  if (envKey) return Buffer.from(envKey, 'base64');
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'pay-secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** What the console may see of a secret: that it is set, and its last four characters. */
export function maskSecret(plain: string | null | undefined): string | null {
  if (!plain) return null;
  return `••••${plain.length > 8 ? plain.slice(-4) : ''}`;
}

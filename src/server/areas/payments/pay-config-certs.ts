import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { fail } from '../../errors.js';

/**
 * Certificates and keys of payment configs, read with node:crypto. What is not PEM text is refused before
 * anything is parsed; a certificate must parse as X.509 (207002) and still be valid (207003), a key must
 * parse as the kind it claims (216052). Nothing here logs or answers the key material itself.
 */

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n[A-Za-z0-9+/=\r\n]+-----END \1-----/;

export function isPem(text: string): boolean {
  return PEM_BLOCK.test(text);
}

/** The label of the first PEM block ('CERTIFICATE', 'PRIVATE KEY', 'EC PRIVATE KEY', …). */
function pemLabel(text: string): string | undefined {
  return PEM_BLOCK.exec(text)?.[1];
}

export interface CertificateFacts {
  subject: string;
  validTo: Date;
}

/** A certificate's subject and end of validity; refuses one that is not X.509 in PEM (207002) or has expired (207003). */
export function checkCertificate(pem: string, now = new Date()): CertificateFacts {
  if (!isPem(pem)) fail(207002);
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    fail(207002);
  }
  const validTo = new Date(cert.validTo);
  if (Number.isNaN(validTo.getTime())) fail(207002);
  if (validTo.getTime() <= now.getTime() || new Date(cert.validFrom).getTime() > now.getTime()) fail(207003);
  // one line: subjects are "CN=…\nO=…" in node's form
  return { subject: cert.subject.split('\n').join(', '), validTo };
}

/** Refuses a private key that is not PEM or cannot be read (216052). */
export function checkPrivateKey(pem: string): void {
  // node would also read a key out of other blocks; the file must be the kind it claims
  if (!/PRIVATE KEY$/.test(pemLabel(pem) ?? '')) fail(216052);
  try {
    createPrivateKey(pem);
  } catch {
    fail(216052);
  }
}

/** A public key in its canonical PEM (SPKI); refuses one that cannot be read (216052). */
export function checkPublicKey(pem: string): string {
  // createPublicKey also takes a certificate or a private key and derives the public key: refuse those
  if (!/PUBLIC KEY$/.test(pemLabel(pem) ?? '')) fail(216052);
  try {
    return createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    fail(216052);
  }
}

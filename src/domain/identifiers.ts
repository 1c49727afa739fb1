/**
 * A code's key as words, for the rare key no translation names yet (a device reporting something new):
 * 'coolingSetpoint' → 'Cooling setpoint', 'bill_validator' → 'Bill validator', 'NFCReader' → 'NFC reader'.
 * Never shown when the key has a translation; never a raw camelCase either.
 */
export function humanise(key: string): string {
  const words = key
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (/^[A-Z\d]+$/.test(w) && w.length > 1 ? w : i === 0 ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase()));
  return words.join(' ');
}

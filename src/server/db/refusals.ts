/**
 * Whether the database refused a statement because of the values in it: a data exception (SQLSTATE class
 * 22: a NUL in text, a number or date out of range, text where a number goes) or an integrity violation
 * (class 23: a missing referenced row, a failed check). Validation should have stopped such input first;
 * when it did not, the caller still gets a refusal of their input rather than a server error.
 * pg and PGlite both put the SQLSTATE in `code`.
 */
export function isInputRefusal(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

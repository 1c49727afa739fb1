/** How many entries one user keeps; older ones go as new ones arrive, so a runaway error loop stays bounded. */
export const ERROR_LOG_KEEP_PER_USER = 1000;

/**
 * How much of the token's SHA-256 (hex) an entry keeps to name its session: enough to tell a user's sessions
 * apart, nothing that helps anyone use the token (which, a credential, is never stored).
 */
export const TOKEN_FINGERPRINT_HEX = 12;

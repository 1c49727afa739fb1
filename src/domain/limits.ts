/** Business constants of the spec (document 1 §9, document 2 §9) and the limits this product chose. */
export const LIMITS = {
  httpTimeoutMs: 5000,
  chunkLoadTimeoutMs: 120_000,
  tokenTtlSeconds: 24 * 60 * 60,
  accountMax: 20,
  passwordMax: 32,
  /** Not stated by the spec; OWASP's minimum for passwords without a second factor. */
  passwordMin: 8,
  refundPasswordMax: 6,
  roleNameMax: 20,
  roleRemarkMax: 100,
  /** Not stated by the spec ("depth not shown"): the platform plus five levels below it. */
  orgMaxDepth: 6,
  orgNameMax: 50,
  orgRemarkMax: 200,
  userNameMax: 50,
  emailMax: 100,
  /** Not stated by the spec ("page sizes not shown"). */
  pageSizeMax: 100,
  pageSizeDefault: 10,
  passwordChangeBlockHours: 24,
  /** How many earlier passwords a new one may not repeat (211036). */
  passwordHistory: 5,
  /**
   * Login throttling (rules in server/areas/accounts/login-throttle.ts): failures evaluated in the window
   * per account, and per address for accounts that have not logged in from that address in the last
   * `loginKnownAddressDays` days.
   */
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  loginWindowSeconds: 15 * 60,
  loginKnownAddressDays: 30,
  sidebarWidth: 210,
  sidebarCollapsedWidth: 64,
  tagScrollStep: 240,
  slowMessageSeconds: 5,
} as const;

/** Relative-time thresholds in seconds (spec §9). */
export const RELATIVE_TIME = { seconds: 59, minutes: 3599, hours: 86399, days: 2623859 } as const;

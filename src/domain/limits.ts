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
  /** Spec §9 "default icon size: 12 for custom icons": a menu icon the console does not bundle, in px. */
  customIconSize: 12,
  tagScrollStep: 240,
  slowMessageSeconds: 5,
  /** Routes (device groups): per organisation, and devices per route (spec §9). */
  routesPerOrg: 256,
  devicesPerRoute: 256,
  routeNameMax: 50,
  routeRemarkMax: 200,
  floorMin: -5,
  floorMax: 100,
  deviceAliasMax: 50,
  controlNumberMax: 32,
  /** Date-range caps of the device detail's reports (spec §7 Devices and lanes). */
  connectionHistoryDays: 7,
  coinBoxReportDays: 30,
  /** Points a telemetry series answers at most (downsampled in SQL), and the longest range it covers. */
  telemetrySeriesPoints: 500,
  telemetryRangeDays: 30,
  /** Push: how long a command waits for an offline device unless the caller says otherwise, and the cap. */
  pushTtlDefaultSeconds: 24 * 60 * 60,
  pushTtlMaxSeconds: 7 * 24 * 60 * 60,
  /** Largest inbound device message, in bytes: a bigger one is dropped and counted. */
  deviceMessageMaxBytes: 16 * 1024,
  /**
   * A device sending faster than this (messages per second, after a burst of `deviceMessageBurst`) is cut off
   * for `deviceFloodCutOffSeconds`: each server process drops its messages unread meanwhile and counts them
   * (src/server/link/flood.ts). A device's own buffer flushed after a long outage stays under the burst.
   */
  deviceMessagesPerSecond: 10,
  deviceMessageBurst: 100,
  deviceFloodCutOffSeconds: 60,
  /** MQTT keepalive the devices use (the broker declares a device gone after 1.5×). */
  deviceKeepaliveSeconds: 60,
  /** Activation import: rows per file and file size. */
  importMaxRows: 5000,
  importMaxBytes: 5 * 1024 * 1024,
  /** Operator messages (not stated by the spec): title and content lengths, the file's size, targets. */
  opMessageTitleMax: 50,
  opMessageContentMax: 1000,
  opMessageFileMaxBytes: 10 * 1024 * 1024,
  opMessageFileNameMax: 200,
  opMessageTargetsMax: 20_000,
  /** Serial numbers one add/remove-targets call may name. */
  opMessageTargetsPerCall: 1000,
  /** Longest date range of the message statistics, in days. */
  pushStatisticsDays: 31,
  /** Records a plain table's picker list (`x-table` verb `list`) answers at most; more is refused (200010). */
  tableListMax: 1000,
  /** The organisation pickers (customerList, subList, getSubList, orgList, condListTree) answer at most this many, the rest left out. */
  orgListMax: 1000,
  /** The users' picker (/user/list) answers at most this many, by account, the rest left out. */
  userListMax: 500,
  // the images' limits, by kind (goods, app icon, card logo…): IMAGE_LIMITS in image-limits.ts
  /** Goods a keyword lookup (/goods/getGoodsByNameOrBarCode) answers at most, best matches first. */
  goodsLookupMax: 50,
  /** Lanes and stock (spec §5 Devices and lanes, §9): grid rows and columns, lane capacity, storage maximum. */
  laneGridMax: 20,
  laneMaxStock: 100,
  storageStockMax: 999_999,
  /** Devices one replenishment/shipping list may name (spec §5, §9). */
  shippingListDevicesMax: 100,
  /**
   * Rows an export writes at most (spec §5 "Export caps 30000 (other screen 5000)", document 2 §9 "30000 or
   * 5000 orders"): 30000, and 5000 for the order exports that carry line detail — a row per good sold or per
   * lane (vending orders, out-of-stock orders, shipping lists). More is 209019, before anything is sent.
   */
  exportRowsMax: 30_000,
  exportRowsSmallMax: 5_000,
  /** Goods import (/goods/import): rows per file (209017 beyond) and file size (203015). */
  goodsImportMaxRows: 5000,
  goodsImportMaxBytes: 5 * 1024 * 1024,
  /** Lanes: the same lane change repeated within this window is refused (209020); devices a layout is copied to at most. */
  laneRepeatWindowMs: 2_000,
  laneCopyTargetsMax: 100,
  /** Lines of one purchase/return order (spec §5: "purchase order selection limit 100 rows"). */
  purchaseOrderItemsMax: 100,
  /** The stock change log's list counts its total up to this many rows (more: `totalCapped`); its pages reach as far. */
  stockLogTotalMax: 10_000,
} as const;

/** Relative-time thresholds in seconds (spec §9). */
export const RELATIVE_TIME = { seconds: 59, minutes: 3599, hours: 86399, days: 2623859 } as const;

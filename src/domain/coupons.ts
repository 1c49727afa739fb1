/**
 * Coupons (issue 16; spec document 1 §3 Coupon, §4 states, §5 rules, §9 limits): the limits the server
 * checks and the console shows before a save, and the states derived from the Tokyo day (never stored).
 */
import { tokyoDay } from './payments.js';

export const COUPON_LIMITS = {
  /** §9: an issue period spans at most 90 days (first and last day included). */
  issueSpanDays: 90,
  /** §9: an issue period starts at most 15 days ahead. */
  issueLeadDays: 15,
  /** §5: a random amount's upper limit is below face value × 200. */
  randomMaxFactor: 200,
  // the coupon image's limit: IMAGE_LIMITS.couponImage (image-limits.ts)
  /** An authorisation link (sandbox) is valid this long. */
  authLinkMinutes: 10,
  /** The Alipay bill's period: at most 366 days. */
  billMaxDays: 366,
} as const;

export const WALLET_PLATFORMS = ['alipay', 'wechat'] as const;

export { tokyoDay };

/** `day` ('YYYY-MM-DD') moved by `n` days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `a` to `b` ('YYYY-MM-DD'): 0 for the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface TemplateRuleInput {
  type?: string;
  faceValue?: number;
  randomMax?: number;
  issueStart?: string;
  issueEnd?: string;
  validType?: string;
  validStart?: string;
  validEnd?: string;
}

/**
 * The rules between fields and against today that a schema cannot state (spec §5, §9), as the fields that
 * break them with the message key: the server refuses with these (100001), the console shows them before save.
 * `checkLead`: whether the start's lead is checked (a new template, or a changed start).
 */
export function templateRuleErrors(t: TemplateRuleInput, today: string, checkLead = true): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const isDay = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (isDay(t.issueStart) && isDay(t.issueEnd)) {
    if (t.issueEnd < t.issueStart) out.push({ field: 'issueEnd', message: 'validation.couponEndBeforeStart' });
    else if (daysBetween(t.issueStart, t.issueEnd) + 1 > COUPON_LIMITS.issueSpanDays) out.push({ field: 'issueEnd', message: 'validation.couponIssueSpan' });
  }
  if (checkLead && isDay(t.issueStart) && (t.issueStart < today || t.issueStart > addDays(today, COUPON_LIMITS.issueLeadDays))) {
    out.push({ field: 'issueStart', message: 'validation.couponIssueLead' });
  }
  if (
    t.type === 'random' &&
    typeof t.randomMax === 'number' &&
    typeof t.faceValue === 'number' &&
    (t.randomMax < t.faceValue || t.randomMax >= t.faceValue * COUPON_LIMITS.randomMaxFactor)
  ) {
    out.push({ field: 'randomMax', message: 'validation.couponRandomMax' });
  }
  if (t.validType === 'fixed' && isDay(t.validStart) && isDay(t.validEnd) && t.validEnd < t.validStart) {
    out.push({ field: 'validEnd', message: 'validation.couponEndBeforeStart' });
  }
  return out;
}

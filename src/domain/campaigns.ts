/**
 * Marketing campaigns ("activities", issue 16): the kinds, the festival codes a holiday campaign names (the
 * festival list and its dates are another area's; the merchant chooses the days), the limits, the state
 * derived from the Tokyo day, and the rules between fields that a schema cannot state.
 */
import { tokyoDay } from './payments.js';

export { tokyoDay };

export const CAMPAIGN_TYPES = ['newMember', 'stamp', 'holiday'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export type CampaignState = 'notStarted' | 'inProgress' | 'ended' | 'terminated';

export const FESTIVAL_CODES = [
  'newYear',
  'valentines',
  'womensDay',
  'arborDay',
  'aprilFools',
  'qingming',
  'labourDay',
  'youthDay',
  'childrensDay',
  'nursesDay',
  'partyDay',
  'armyDay',
  'qixi',
  'teachersDay',
  'nationalDay',
  'christmasEve',
  'christmas',
  'newYearsEve',
  'springFestival',
  'lantern',
  'dragonBoat',
  'midAutumn',
  'doubleNinth',
] as const;

export const CAMPAIGN_LIMITS = {
  nameMax: 15,
  notesMin: 1,
  notesMax: 10,
  noteMax: 100,
  /** a campaign lasts at most a year */
  spanDays: 366,
  dailyCapMax: 100,
  redeemCountMax: 100,
  prizeLimitMax: 100,
  prizePointsMax: 100000,
  chartMaxDays: 366,
} as const;

/** The state of a campaign on `today` (a Tokyo day). */
export function campaignState(c: { startDate: string; endDate: string; terminatedAt?: string | Date | null }, today: string): CampaignState {
  if (c.terminatedAt) return 'terminated';
  if (today < c.startDate) return 'notStarted';
  if (today > c.endDate) return 'ended';
  return 'inProgress';
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface CampaignRuleInput {
  startDate?: unknown;
  endDate?: unknown;
}

/**
 * The rules between fields (the server answers them as 100001 naming the field; the console shows them
 * before save): the last day not before the first, and a campaign of at most a year.
 */
export function campaignRuleErrors(c: CampaignRuleInput): { field: string; message: string }[] {
  const isDay = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!isDay(c.startDate) || !isDay(c.endDate)) return [];
  if (c.endDate < c.startDate) return [{ field: 'endDate', message: 'validation.campaignEndBeforeStart' }];
  if (daysBetween(c.startDate, c.endDate) + 1 > CAMPAIGN_LIMITS.spanDays) return [{ field: 'endDate', message: 'validation.campaignSpan' }];
  return [];
}

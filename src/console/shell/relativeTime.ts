/** Relative time in the user's language (spec §9), over the pure helper of src/domain. */
import { relativeTime } from '../../domain/relative-time';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formatRelativeTime(translate: Translate, then: Date | number | string, now: Date | number | string = Date.now()): string {
  const r = relativeTime(then, now);
  if (r.kind === 'date') return r.text;
  return translate(`shell.relativeTime.${r.future ? 'future' : 'past'}.${r.unit}`, { smart_count: r.value });
}

/**
 * The four link-flow stages of a push, in order, each with when the server saw it to the millisecond and the
 * milliseconds since the stage before (or that it was not seen).
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { LINK_STAGES } from '../../../../domain/devices';
import { DATE_TIME_PARTS, useIntlLocale } from '../../../ui/locale';

export interface StageAt {
  stage: string;
  at: string;
}

/** Milliseconds as the user's locale writes numbers (one decimal at most), or a dash. */
export function useMs() {
  const locale = useIntlLocale();
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (ms: number | null | undefined) => (ms === null || ms === undefined ? '—' : format.format(ms));
}

/** A server timestamp to the millisecond (the gaps between stages are often a few ms). */
export function StageTime({ at }: { at: string }) {
  const locale = useIntlLocale();
  const date = new Date(at);
  const text = date.toLocaleString(locale, { ...DATE_TIME_PARTS, fractionalSecondDigits: 3 });
  return <time dateTime={date.toISOString()}>{text}</time>;
}

export function StageList({ stages, compact = false }: { stages: StageAt[]; compact?: boolean }) {
  const translate = useTranslate();
  const ms = useMs();
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: compact ? 0.25 : 1 }}
      aria-label={translate('screens.devices.detail.messages.stages')}
    >
      {LINK_STAGES.map((stage, i) => {
        const seen = stages.find((s) => s.stage === stage);
        const before = LINK_STAGES.slice(0, i)
          .map((b) => stages.find((s) => s.stage === b))
          .filter(Boolean)
          .pop();
        const gap = seen && before ? Date.parse(seen.at) - Date.parse(before.at) : undefined;
        return (
          <Box component="li" key={stage} data-stage={stage} data-seen={Boolean(seen)} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {seen ? (
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
            )}
            <Typography component="span" variant={compact ? 'caption' : 'body2'} sx={{ minWidth: compact ? 96 : 140 }}>
              {translate(`screens.linkFlow.stage.${stage}`)}
            </Typography>
            <Typography component="span" variant={compact ? 'caption' : 'body2'} color={seen ? 'text.primary' : 'text.secondary'}>
              {seen ? <StageTime at={seen.at} /> : translate('screens.devices.detail.messages.notSeen')}
            </Typography>
            {gap !== undefined && (
              <Typography component="span" variant="caption" color="text.secondary" data-gap={gap}>
                {before!.stage === LINK_STAGES[i - 1]
                  ? translate('screens.link.gap', { ms: ms(gap) })
                  : translate('screens.link.gapAfter', { ms: ms(gap), stage: translate(`screens.link.stage.${before!.stage}`) })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

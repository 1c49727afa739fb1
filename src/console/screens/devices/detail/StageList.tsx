/** The four link-flow stages of a push, in order, each with when the server saw it (or that it was not seen). */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { LINK_STAGES } from '../../../../domain/devices';
import { DateTimeText } from '../../../crud/fields';

export interface StageAt {
  stage: string;
  at: string;
}

export function StageList({ stages, compact = false }: { stages: StageAt[]; compact?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: compact ? 0.25 : 1 }} aria-label={translate('screens.devices.detail.messages.stages')}>
      {LINK_STAGES.map((stage) => {
        const seen = stages.find((s) => s.stage === stage);
        return (
          <Box component="li" key={stage} data-stage={stage} data-seen={Boolean(seen)} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {seen ? <CheckCircleIcon fontSize="small" color="success" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />}
            <Typography component="span" variant={compact ? 'caption' : 'body2'} sx={{ minWidth: compact ? 96 : 140 }}>
              {translate(`screens.linkFlow.stage.${stage}`)}
            </Typography>
            <Typography component="span" variant={compact ? 'caption' : 'body2'} color={seen ? 'text.primary' : 'text.secondary'}>
              {seen ? <DateTimeText value={seen.at} /> : translate('screens.devices.detail.messages.notSeen')}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

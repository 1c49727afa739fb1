/** A push's status and type as people read them (statuses shown as the link-flow screen shows them). */
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { pushStatusShown, pushTypeName } from '../../../../domain/devices';

const COLOR = { pushed: 'default', published: 'primary', succeeded: 'success', expired: 'warning', failed: 'error', unknown: 'default' } as const;

export function PushStatusChip({ status, slow }: { status: string; slow?: boolean }) {
  const translate = useTranslate();
  const shown = pushStatusShown(status);
  return (
    <>
      <Chip size="small" color={COLOR[shown]} variant="outlined" label={translate(`screens.linkFlow.status.${shown}`)} data-status={status} />
      {slow && <Chip size="small" color="warning" variant="outlined" label={translate('screens.devices.detail.messages.slow')} sx={{ ml: 0.5 }} />}
    </>
  );
}

export function PushTypeText({ type }: { type: number }) {
  const translate = useTranslate();
  const name = pushTypeName(type);
  return <>{name === 'other' ? translate('screens.devices.detail.push.types.other', { type }) : translate(`screens.devices.detail.push.types.${name}`)}</>;
}

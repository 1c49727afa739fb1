/**
 * The device secret (its MQTT password): masked; holders of device.secret may ask for it, which reads the
 * device again (`/device/get` answers the secret only to them), and hide it again.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useMutation } from '@tanstack/react-query';
import { useAccess } from '../../../crud/access';
import { callOperation } from '../../../providers/http';
import { useNotifyFailure } from '../../../providers/failure';

const MASK = '••••••••';

export function SecretField({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const notifyFailure = useNotifyFailure();
  const [secret, setSecret] = useState<string | undefined>();
  const read = useMutation({
    mutationFn: () => callOperation('deviceGet', { serialNum }),
    onSuccess: (d) => setSecret(d.secret),
    onError: notifyFailure,
  });
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
      <Box component="span" data-testid="device-secret" sx={{ fontFamily: 'monospace' }}>
        {secret ?? MASK}
      </Box>
      {can('device.secret') &&
        (secret === undefined ? (
          <Button size="small" startIcon={<VisibilityIcon />} onClick={() => read.mutate()} disabled={read.isPending}>
            {translate('screens.devices.detail.info.showSecret')}
          </Button>
        ) : (
          <Button size="small" startIcon={<VisibilityOffIcon />} onClick={() => setSecret(undefined)}>
            {translate('screens.devices.detail.info.hideSecret')}
          </Button>
        ))}
    </Stack>
  );
}

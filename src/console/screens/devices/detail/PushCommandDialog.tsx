/**
 * Sends the device a command (POST /push/device/command, holders of device.push): its type and an
 * optional JSON payload. The answer's requestId is shown, and holders of pushMsg.view can follow that
 * push's link flow (PushDetailDialog). An offline device gets it when it reconnects before it expires
 * (its time to live: 24 hours unless another is chosen).
 */
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUSH_TYPES } from '../../../../domain/devices';
import { useAccess } from '../../../crud/access';
import { callOperation, type CallParams } from '../../../providers/http';
import { useNotifyFailure } from '../../../providers/failure';
import { Modal } from '../../../shell/Modal';
import { PushDetailDialog } from './PushDetailDialog';

const FORM_ID = 'device-push-form';
/** The times to live offered, in seconds (the call takes 1 s to 7 days; 24 hours when absent). */
const TTLS = { minute: 60, hour: 3600, day: 86_400, threeDays: 259_200, week: 604_800 } as const;

export function PushCommandDialog({ serialNum, onClose }: { serialNum: string; onClose: () => void }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [type, setType] = useState<number>(PUSH_TYPES.test);
  const [payload, setPayload] = useState('');
  const [ttl, setTtl] = useState<number>(TTLS.day);
  const [payloadError, setPayloadError] = useState<string | undefined>();
  const [following, setFollowing] = useState(false);
  const f = (key: string, args?: Record<string, unknown>) => translate(`screens.devices.detail.push.${key}`, args);
  /** A native select of named numbers (the push types, the lifetimes), each option named by `names`. */
  const numberSelect = (key: string, value: number, set: (v: number) => void, choices: Record<string, number>, names: string) => (
    <TextField
      select
      size="small"
      label={f(key)}
      value={String(value)}
      onChange={(e) => set(Number(e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {Object.entries(choices).map(([name, n]) => (
        <option key={name} value={n}>
          {f(`${names}.${name}`)}
        </option>
      ))}
    </TextField>
  );

  const push = useMutation({
    mutationFn: (body: CallParams<'pushDeviceCommand'>) => callOperation('pushDeviceCommand', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['devices', 'pushMsgPageList'] }),
    onError: notifyFailure,
  });
  const requestId = push.data?.requestId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CallParams<'pushDeviceCommand'> = { serialNum, type, ttlSeconds: ttl };
    if (payload.trim()) {
      try {
        body.payload = JSON.parse(payload);
      } catch {
        setPayloadError(f('payloadInvalid'));
        return;
      }
    }
    setPayloadError(undefined);
    push.mutate(body);
  };

  if (following && requestId) return <PushDetailDialog serialNum={serialNum} requestId={requestId} onClose={onClose} />;

  return (
    <Modal
      open
      maxWidth="sm"
      fullWidth
      title={f('title', { serialNum })}
      actions={
        requestId ? (
          <>
            {can('pushMsg.view') && (
              <Button variant="contained" onClick={() => setFollowing(true)}>
                {f('follow')}
              </Button>
            )}
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={push.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} variant="contained" disabled={push.isPending}>
              {f('send')}
            </Button>
          </>
        )
      }
    >
      <DialogContent>
        {requestId ? (
          <Alert severity="success">
            {f('sent')}
            <Box component="code" data-testid="push-request-id" sx={{ display: 'block', mt: 0.5, fontFamily: 'monospace' }}>
              {requestId}
            </Box>
          </Alert>
        ) : (
          <Box component="form" id={FORM_ID} noValidate onSubmit={submit}>
            <DialogContentText sx={{ mb: 2 }}>{f('help')}</DialogContentText>
            <Stack spacing={2}>
              {numberSelect('type', type, setType, PUSH_TYPES, 'types')}
              {numberSelect('ttl', ttl, setTtl, TTLS, 'ttls')}
              <TextField
                multiline
                minRows={3}
                label={f('payload')}
                placeholder='{"text": "hello"}'
                value={payload}
                onChange={(e) => setPayload(e.target.value)}
                error={Boolean(payloadError)}
                helperText={payloadError ?? f('payloadHelp')}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
            </Stack>
          </Box>
        )}
      </DialogContent>
    </Modal>
  );
}

/**
 * One push and its link flow (`/device/pushMsg/detail/{serialNum}/{requestId}`): status, type, whether
 * it was slow, the whole link's milliseconds, the device's answer and the four stages. Read again every
 * few seconds until the push has come to an end (acknowledged, failed or expired).
 */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { DateTimeText } from '../../../crud/fields';
import { Modal } from '../../../shell/Modal';
import { InfoGrid } from '../../../ui/InfoGrid';
import { JsonText, useDeviceCall } from './parts';
import { PushStatusChip, PushTypeText } from './PushStatus';
import { StageList, type StageAt } from './StageList';
import { CallState } from '../../../ui/CallState';

interface PushDetail {
  requestId: string;
  type: number;
  status: string;
  slow: boolean;
  totalMs: number | null;
  payload?: unknown;
  ackResult?: string | null;
  ackMessage?: string | null;
  createdAt?: string;
  expiresAt?: string;
  stages: StageAt[];
}

const FINAL = new Set(['SUBOK', 'FAILED', 'EXPIRED']);
const POLL_MS = 2000;

export function PushDetailDialog({ serialNum, requestId, onClose }: { serialNum: string; requestId: string; onClose: () => void }) {
  const translate = useTranslate();
  const detail = useDeviceCall<PushDetail>(
    'pushMsgDetail',
    { serialNum, requestId },
    { refetchInterval: (q) => (q.state.data && FINAL.has((q.state.data as PushDetail).status) ? false : POLL_MS) },
  );
  const f = (key: string) => translate(`screens.devices.detail.messages.${key}`);
  const d = detail.data;
  return (
    <Modal open maxWidth="sm" fullWidth title={f('detailTitle')} actions={<Button onClick={onClose}>{translate('ra.action.close')}</Button>}>
      <DialogContent>
        <CallState query={detail} />
        {d && (
          <>
            <InfoGrid
              columns={2}
              items={[
                {
                  label: f('requestId'),
                  value: (
                    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {d.requestId}
                    </Typography>
                  ),
                },
                { label: f('status'), value: <PushStatusChip status={d.status} slow={d.slow} /> },
                { label: f('type'), value: <PushTypeText type={d.type} /> },
                { label: f('totalMs'), value: d.totalMs === null ? '—' : d.totalMs.toLocaleString() },
                { label: f('createdAt'), value: <DateTimeText value={d.createdAt} /> },
                { label: f('expiresAt'), value: <DateTimeText value={d.expiresAt} /> },
                { label: f('ackResult'), value: d.ackResult ? `${d.ackResult}${d.ackMessage ? ` (${d.ackMessage})` : ''}` : '—' },
                { label: f('payload'), value: <JsonText value={d.payload} /> },
              ]}
            />
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {f('stages')}
            </Typography>
            <StageList stages={d.stages} />
          </>
        )}
      </DialogContent>
    </Modal>
  );
}

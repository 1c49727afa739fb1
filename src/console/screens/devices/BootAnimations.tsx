/**
 * The boot animation list (resources/devices/boot-animations.ts): the generic list, the upload on its
 * toolbar, and each row opening a preview of its stored zip (read from the server, played in the browser), the
 * choose-device filter with its resolved count, the send, and each device's delivery (ScreenPush.tsx).
 */
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { GenericList } from '../../crud/GenericList';
import { fetchFileBytes } from '../../providers/download';
import { failureMessage } from '../../providers/failure';
import { checkBootAnimation } from '../../../domain/boot-animation';
import { BootAnimationPreview } from './BootAnimationPreview';
import { ScreenPush } from './ScreenPush';

function StoredPreview() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const zip = useQuery({
    queryKey: ['boot-animations', 'file', record?.id],
    queryFn: async () => checkBootAnimation(await fetchFileBytes('bootAnimationFile', { params: { id: record!.id } })),
    enabled: Boolean(record),
    staleTime: Infinity,
  });
  if (zip.isPending) return <CircularProgress size={20} aria-label={translate('app.loading')} />;
  if (zip.isError) return <Alert severity="error">{failureMessage(zip.error, translate)}</Alert>;
  return (
    <>
      {'animation' in zip.data && <BootAnimationPreview animation={zip.data.animation} entries={zip.data.entries} />}
      <ScreenPush kind="bootAnimation" id={record!.id} />
    </>
  );
}

export function BootAnimations({ declaration }: ScreenProps) {
  return <GenericList declaration={declaration} expand={<StoredPreview />} />;
}

export default BootAnimations;

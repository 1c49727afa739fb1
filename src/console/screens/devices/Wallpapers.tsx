/**
 * The wallpaper list (resources/devices/wallpapers.ts): the generic list, the upload on its toolbar, and each
 * row opening its stored image (read from the server), the choose-device filter with its resolved count, the
 * send, and each device's delivery (ScreenPush.tsx).
 */
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { GenericList } from '../../crud/GenericList';
import { fetchFileBytes } from '../../providers/download';
import { failureMessage } from '../../providers/failure';
import { ScreenPush } from './ScreenPush';

function StoredWallpaper() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; name: string }>();
  const bytes = useQuery({
    queryKey: ['wallpapers', 'file', record?.id],
    queryFn: () => fetchFileBytes('wallpaperFile', { params: { id: record!.id } }),
    enabled: Boolean(record),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!bytes.data) return;
    const u = URL.createObjectURL(new Blob([bytes.data as BlobPart]));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [bytes.data]);
  if (bytes.isPending) return <CircularProgress size={20} aria-label={translate('app.loading')} />;
  if (bytes.isError) return <Alert severity="error">{failureMessage(bytes.error, translate)}</Alert>;
  return (
    <>
      {url && <img src={url} alt={record!.name} style={{ maxWidth: 360, maxHeight: 240 }} data-testid="wallpaper-stored" />}
      <ScreenPush kind="wallpaper" id={record!.id} />
    </>
  );
}

export function Wallpapers({ declaration }: ScreenProps) {
  return <GenericList declaration={declaration} expand={<StoredWallpaper />} />;
}

export default Wallpapers;

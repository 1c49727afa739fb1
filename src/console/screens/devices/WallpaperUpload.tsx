/**
 * The wallpaper upload on the list's toolbar (`list.actions` of resources/devices/wallpapers.ts): a name, the
 * device model (its screen size shown), and a PNG or JPEG. The image's size is read here and compared with
 * the model's screen before anything is sent (the server checks the same by the bytes); a fitting image is
 * previewed as the screen shows it.
 */
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { IMAGE_LIMITS, imageRuleText } from '../../../domain/image-limits';
import type { Locale } from '../../../domain/locale';
import { callDeclared, callOperation } from '../../providers/http';
import { FileChoice } from '../../ui/FileChoice';
import { UploadDialog, nameProblem, useUpload } from './uploadDialog';

const T = 'screens.wallpapers.upload';

/** An image file's pixel size as the browser decodes it; undefined when it is no image. */
export async function imageSizeOf(file: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

export function WallpaperUpload({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [productId, setProductId] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>();
  const [preview, setPreview] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const products = useQuery({
    queryKey: ['devices', 'deviceProductList'],
    queryFn: ({ signal }) => callOperation('deviceProductList', {}, { signal }),
    enabled: open,
  });
  const product = products.data?.find((p) => p.id === productId);
  const screens = (products.data ?? []).filter((p) => p.screenWidth && p.screenHeight);
  const mismatch = Boolean(product && size && (size.width !== product.screenWidth || size.height !== product.screenHeight));

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (f: File | null) => {
    setFile(f);
    setOutcome(undefined);
    setPreview(undefined);
    setSize(undefined);
    if (!f) return;
    if (f.size > IMAGE_LIMITS.wallpaper.maxBytes) return (setSize(null), setOutcome({ ok: false, message: translate('errors.203015'), faults: [] }));
    const s = await imageSizeOf(f);
    setSize(s ?? null);
    if (s) setPreview(URL.createObjectURL(f));
  };

  const { upload, outcome, setOutcome } = useUpload(T, () => callDeclared(declaration.calls.actions!.upload, { file: file!, name, productId }), reset);

  const submit = () => {
    const p: string[] = [];
    const nameKey = nameProblem(name);
    if (nameKey) p.push(`${translate('resources.wallpapers.fields.name')}: ${translate(nameKey)}`);
    if (!product) p.push(translate(`${T}.chooseModel`));
    if (!file) p.push(translate('ui.import.noFile'));
    setProblems(p);
    if (p.length || size === null || mismatch) return;
    upload.mutate();
  };

  function reset() {
    setOpen(false);
    setName('');
    setProductId('');
    setFile(null);
    setSize(undefined);
    setPreview(undefined);
    setProblems([]);
    setOutcome(undefined);
  }

  return (
    <UploadDialog
      messages={T}
      titleId="wallpaper-upload-title"
      open={open}
      setOpen={setOpen}
      onClose={reset}
      pending={upload.isPending}
      onSubmit={submit}
      refused={mismatch || (size === null && Boolean(file))}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }}>
        <TextField
          label={translate('resources.wallpapers.fields.name')}
          value={name}
          required
          size="small"
          onChange={(e) => setName(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          label={translate('resources.wallpapers.fields.model')}
          value={productId}
          required
          size="small"
          onChange={(e) => setProductId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 280 }}
        >
          {screens.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {translate(`${T}.modelOption`, { name: p.name, model: p.model, width: p.screenWidth!, height: p.screenHeight! })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FileChoice
        file={file}
        disabled={upload.isPending}
        onChoose={(f) => void choose(f)}
        input={{ accept: '.png,.jpg,.jpeg,image/png,image/jpeg', 'aria-label': translate(`${T}.file`), 'data-testid': 'wallpaper-upload-file' }}
      />
      <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 0.5 }}>
        {imageRuleText('wallpaper', locale as Locale)}
      </Typography>
      {size === null && file && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('errors.203063')}
        </Alert>
      )}
      {mismatch && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(`${T}.wrongSize`, {
            width: size!.width,
            height: size!.height,
            model: product!.model,
            screenWidth: product!.screenWidth!,
            screenHeight: product!.screenHeight!,
          })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problems.map((p) => (
            <Box key={p}>{p}</Box>
          ))}
        </Alert>
      )}
      {preview && size && (
        <Box component="figure" sx={{ m: 0, mt: 2 }}>
          <img
            src={preview}
            alt={translate(`${T}.preview`)}
            style={{ maxWidth: 360, maxHeight: 240, border: '1px solid #ccc' }}
            data-testid="wallpaper-preview"
          />
          <Typography component="figcaption" variant="caption" color="text.secondary" display="block">
            {size.width}×{size.height}
          </Typography>
        </Box>
      )}
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
          <Box>{outcome.message}</Box>
          {outcome.faults.map((d) => (
            <Box key={d}>{d}</Box>
          ))}
        </Alert>
      )}
    </UploadDialog>
  );
}

export default WallpaperUpload;

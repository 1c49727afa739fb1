/**
 * The boot animation upload on the list's toolbar (`list.actions` of resources/devices/boot-animations.ts:
 * the call bootAnimationUpload, the code bootAnimation.save). The chosen zip is checked here with the
 * server's own rules (src/domain/boot-animation.ts): each fault is listed before anything is sent, and a
 * good file plays in the preview. The server checks the same and its refusal is shown the same way.
 */
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import type { Locale } from '../../../domain/locale';
import { BOOT_ANIMATION_LIMITS, checkBootAnimation, faultMessage, type BootAnimation, type ZipEntry } from '../../../domain/boot-animation';
import { callDeclared } from '../../providers/http';
import { BootAnimationPreview } from './BootAnimationPreview';
import { FileChoice } from '../../ui/FileChoice';
import { UploadDialog, nameProblem, useUpload } from './uploadDialog';

const T = 'screens.bootAnimations.upload';

type Checked = { animation: BootAnimation; entries: ZipEntry[] } | { faults: string[] };

export function BootAnimationUpload({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>();

  const choose = async (f: File | null) => {
    setFile(f);
    setOutcome(undefined);
    setChecked(undefined);
    if (!f) return;
    if (f.size > BOOT_ANIMATION_LIMITS.bytes) return setChecked({ faults: [translate('errors.203015')] });
    const r = checkBootAnimation(new Uint8Array(await f.arrayBuffer()));
    setChecked('faults' in r ? { faults: r.faults.map((x) => faultMessage(x, (locale ?? 'ja') as Locale)) } : r);
  };

  const { upload, outcome, setOutcome } = useUpload(T, () => callDeclared(declaration.calls.actions!.upload, { file: file!, name }), reset);

  const submit = () => {
    const problem = nameProblem(name);
    setNameError(problem && translate(problem));
    if (problem || !file || !checked || 'faults' in checked) {
      if (!file) setOutcome({ ok: false, message: translate('ui.import.noFile'), faults: [] });
      return;
    }
    upload.mutate();
  };

  function reset() {
    setOpen(false);
    setName('');
    setNameError(undefined);
    setFile(null);
    setChecked(undefined);
    setOutcome(undefined);
  }

  return (
    <UploadDialog
      messages={T}
      titleId="boot-upload-title"
      open={open}
      setOpen={setOpen}
      onClose={reset}
      pending={upload.isPending}
      onSubmit={submit}
      refused={Boolean(checked && 'faults' in checked)}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Box component="form" noValidate aria-label={translate(`${T}.title`)} onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextField
          label={translate('resources.boot-animations.fields.name')}
          value={name}
          required
          size="small"
          error={Boolean(nameError)}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          onChange={(e) => setName(e.target.value)}
          sx={{ mb: 1.5, minWidth: 320 }}
        />
        <FileChoice
          file={file}
          disabled={upload.isPending}
          onChoose={(f) => void choose(f)}
          input={{ accept: '.zip,application/zip', 'aria-label': translate(`${T}.file`), 'data-testid': 'boot-upload-file' }}
          useFlexGap
          flexWrap="wrap"
        />
      </Box>
      {checked && 'faults' in checked && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Box>{translate(`${T}.faulty`)}</Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={translate(`${T}.faults`)}>
            {checked.faults.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </Box>
        </Alert>
      )}
      {checked && 'animation' in checked && (
        <Box sx={{ mt: 2 }}>
          <BootAnimationPreview animation={checked.animation} entries={checked.entries} />
        </Box>
      )}
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
          <Box>{outcome.message}</Box>
          {outcome.faults.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {outcome.faults.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </UploadDialog>
  );
}

export default BootAnimationUpload;

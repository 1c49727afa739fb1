/**
 * The widget of a field holding what an upload call answers (`x-upload` in the schema: the goods image):
 * choosing a file sends it through the call at once (a multipart body), and the field keeps the answer's
 * `answer` (the image key) — the record is saved with the key, not the bytes. The server checks the bytes
 * and refuses with its own message (not a PNG, not 750 × 750, too large), shown under the field; the
 * current value is previewed from `url` (an `<img>` needs no token: images are read by unguessable keys).
 */
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { API_PREFIX, callOperation, isApiError } from '../providers/http';

export interface UploadOptions {
  call: string;
  answer: string;
  url: string;
  accept?: string;
}

/** Where a value of an `x-upload` field is read (`/goods/image/{value}` → `/api/goods/image/ab12…`). */
export const uploadedUrl = (url: string, value: unknown) => `${API_PREFIX}${url.replace('{value}', encodeURIComponent(String(value)))}`;

export function UploadWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, rawErrors = [], hideLabel } = props;
  const options = props.options as unknown as UploadOptions;
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const send = async (file: File) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callOperation<Record<string, unknown>>(options.call, { file }, { report: false });
      onChange(answer[options.answer]);
    } catch (e) {
      setError(isApiError(e) ? e.msg : translate('crud.uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const problems = [...(error ? [error] : []), ...rawErrors];
  return (
    <Box>
      {!hideLabel && (
        <Typography component="label" htmlFor={id} variant="body2" color="text.secondary">
          {label}
          {required ? ' *' : ''}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 0.5 }}>
        {value ? (
          <img src={uploadedUrl(options.url, value)} alt={label} width={96} height={96} style={{ objectFit: 'contain', border: '1px solid #ddd' }} />
        ) : (
          <Box sx={{ width: 96, height: 96, border: '1px dashed #bbb', display: 'grid', placeItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">{translate('crud.noImage')}</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button variant="outlined" size="small" component="label" disabled={disabled || readonly || busy}>
            {busy ? translate('crud.uploading') : translate('crud.chooseFile')}
            <input
              ref={input}
              id={id}
              hidden
              type="file"
              accept={options.accept}
              aria-label={label}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void send(file);
              }}
            />
          </Button>
          {value && !required && (
            <Button size="small" disabled={disabled || readonly || busy} onClick={() => onChange(undefined)}>
              {translate('crud.removeFile')}
            </Button>
          )}
        </Box>
      </Box>
      {problems.map((p) => (
        <FormHelperText key={p} error>
          {p}
        </FormHelperText>
      ))}
    </Box>
  );
}

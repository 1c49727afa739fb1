/**
 * The widget of a field holding what an upload call answers (`x-upload` in the schema: the goods image):
 * choosing a file sends it through the call at once (a multipart body), and the field keeps the answer's
 * `answer` (the image key) — the record is saved with the key, not the bytes. The server checks the bytes
 * and refuses with its own message (not a PNG, not 750 × 750, too large), shown under the field; the
 * current value is previewed from `url` (an `<img>` needs no token: images are read by unguessable keys).
 * An upload that describes its file for other fields (`fills`: a creative's MD5, size and pixels, computed by
 * the server) sets them too, through the form (UploadFormContext); one checked against other fields (`sends`:
 * the creative's zone) waits until they are chosen and sends them with the file. The field's image limits
 * (`limits`: kinds of domain/image-limits.ts) are stated under the button before any upload, and a file larger
 * than they allow is refused here.
 */
import { createContext, useContext, useRef, useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLocaleState, useTranslate } from 'ra-core';
import { API_PREFIX, callDeclared, isApiError, undescribed } from '../providers/http';
import { IMAGE_LIMITS, imageRuleText, type ImageKind } from '../../domain/image-limits';
import type { Locale } from '../../domain/locale';

export interface UploadOptions {
  call: string;
  answer: string;
  url: string;
  accept?: string;
  sends?: string[];
  fills?: Record<string, string>;
  mediaField?: string;
  /** The translated labels of the `sends` fields (SchemaForm's uiSchema). */
  sendLabels?: Record<string, string>;
  /** The image kinds the file may be (IMAGE_LIMITS): each one's rule is shown under the button. */
  limits?: ImageKind[];
}

/**
 * What SchemaForm gives an upload widget: the form's data, and a way to set several fields at once. A React
 * context, not rjsf's formContext: rjsf does not re-render a field whose own props are unchanged, and the
 * widget must follow its siblings (the zone chosen after it was drawn).
 */
export interface UploadFormState {
  formData: Record<string, unknown>;
  fill: (patch: Record<string, unknown>) => void;
}
export const UploadFormContext = createContext<UploadFormState | null>(null);

/**
 * Where a value of an `x-upload` field is read (`/goods/image/{value}` → `/api/goods/image/ab12…`); a value that
 * is itself an address (a creative's file: `{value}` alone) is read where it says.
 */
export const uploadedUrl = (url: string, value: unknown) => {
  if (url === '{value}' && /^https?:\/\//.test(String(value))) return String(value);
  return `${API_PREFIX}${url.replace('{value}', encodeURIComponent(String(value)))}`;
};

export function UploadWidget(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, onChange, rawErrors = [], hideLabel } = props;
  const options = props.options as unknown as UploadOptions;
  const form = useContext(UploadFormContext);
  const data = form?.formData ?? {};
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rules = (options.limits ?? []).map((kind) => imageRuleText(kind, locale as Locale));
  // the largest size any of its kinds allows: a bigger file is refused here, the rest is the server's to check
  const maxBytes = options.limits?.length ? Math.max(...options.limits.map((kind) => IMAGE_LIMITS[kind].maxBytes)) : Infinity;
  // the fields sent with the file must be chosen first (a creative's zone: its pixels are checked against it)
  const missing = (options.sends ?? []).filter((f) => data[f] === undefined || data[f] === null || data[f] === '');
  const fieldLabel = (f: string) => options.sendLabels?.[f] ?? f;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const send = async (file: File) => {
    if (file.size > maxBytes) {
      setError(translate('crud.fileTooLarge', { limit: rules.join(' / ') }));
      if (input.current) input.current.value = '';
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const sent = Object.fromEntries((options.sends ?? []).map((f) => [f, data[f]]));
      const answer = await undescribed<Record<string, unknown>>(callDeclared(options.call, { ...sent, file }, { report: false }));
      if (options.fills && form) {
        const patch: Record<string, unknown> = { [name]: answer[options.answer] };
        for (const [field, from] of Object.entries(options.fills)) patch[field] = answer[from] ?? undefined;
        form.fill(patch);
      } else {
        onChange(answer[options.answer]);
      }
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
        {value && options.mediaField && data[options.mediaField] === 'video' ? (
          <video src={uploadedUrl(options.url, value)} aria-label={label} width={160} height={96} muted controls style={{ border: '1px solid #ddd' }} />
        ) : value ? (
          <img src={uploadedUrl(options.url, value)} alt={label} width={96} height={96} style={{ objectFit: 'contain', border: '1px solid #ddd' }} />
        ) : (
          <Box sx={{ width: 96, height: 96, border: '1px dashed #bbb', display: 'grid', placeItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {translate('crud.noImage')}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button variant="outlined" size="small" component="label" disabled={disabled || readonly || busy || missing.length > 0}>
            {busy ? translate('crud.uploading') : translate('crud.chooseFile')}
            <input
              ref={input}
              id={id}
              hidden
              type="file"
              accept={options.accept}
              disabled={disabled || readonly || busy || missing.length > 0}
              aria-label={label}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void send(file);
              }}
            />
          </Button>
          {rules.map((rule) => (
            <Typography key={rule} variant="caption" color="text.secondary">
              {rule}
            </Typography>
          ))}
          {missing.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {translate('crud.uploadNeeds', { fields: missing.map(fieldLabel).join(', ') })}
            </Typography>
          )}
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

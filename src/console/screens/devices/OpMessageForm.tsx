/**
 * The operator message form (document 2 §7 "Push messages": add and update are multipart uploads): title,
 * content and kind in the schema form of op-message.schema.json `add`/`update`, and the file, chosen below
 * them and sent as the upload's `file` part. A new message needs a file; an edited one keeps its file unless
 * another is chosen. A file over the product's cap (LIMITS.opMessageFileMaxBytes) is refused before anything
 * is sent; the server's refusals (100001 on fields or on `file`, 203015) show on the form.
 */
import { useId, useRef, useState } from 'react';
import { useNotify, useRedirect, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { ResourceDeclaration } from '../../../../resources/types';
import { SchemaForm } from '../../crud/SchemaForm';
import { callDeclared, isApiError, undescribed } from '../../providers/http';
import { LIMITS } from '../../../domain/limits';

type Data = Record<string, unknown>;

const MB = 1024 * 1024;

/** The file's size as people read it. */
export function fileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number') return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

interface FileChooserProps {
  file: File | undefined;
  current?: string | null;
  error?: string;
  onChange: (file: File | undefined) => void;
}

/** The file part: a labelled file input behind a button, what is chosen, and why it is refused. */
function FileChooser({ file, current, error, onChange }: FileChooserProps) {
  const translate = useTranslate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const label = translate('resources.opMessages.fields.file');
  const status = file
    ? `${file.name}（${fileSize(file.size)}）`
    : current
      ? translate('screens.opMessages.keepFile', { name: current })
      : translate('screens.opMessages.noFile');
  return (
    <Box sx={{ mt: 2 }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ m: 0, mb: 0.5 }}>
        {label}
        {!current && <span aria-hidden> *</span>}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
          {translate('screens.opMessages.chooseFile')}
        </Button>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          aria-label={label}
          aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
          required={!current}
          data-testid="op-message-file"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
          tabIndex={-1}
          onChange={(e) => onChange(e.target.files?.[0] ?? undefined)}
        />
        <Typography id={`${id}-status`} variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="op-message-file-status">
          {status}
        </Typography>
      </Stack>
      {error && (
        <FormHelperText id={`${id}-error`} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

export interface OpMessageFormProps {
  declaration: ResourceDeclaration;
  kind: 'create' | 'edit';
  record?: Data;
}

export function OpMessageForm({ declaration, kind, record }: OpMessageFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const current = typeof record?.fileName === 'string' ? record.fileName : null;

  const checkFile = (f: File | undefined): string | undefined => {
    if (!f) return kind === 'create' ? translate('validation.opMessageFile') : undefined;
    if (f.size === 0) return translate('validation.opMessageFile');
    if (f.size > LIMITS.opMessageFileMaxBytes) return translate('screens.opMessages.fileTooLarge', { mb: LIMITS.opMessageFileMaxBytes / MB });
    return undefined;
  };

  const submit = async (data: Data) => {
    const problem = checkFile(file);
    setFileError(problem);
    if (problem) {
      notify('crud.fixErrors', { type: 'warning' });
      return;
    }
    setSaving(true);
    try {
      const fields = { title: data.title, content: data.content ?? '', type: data.type };
      const call = kind === 'create' ? declaration.calls.create! : declaration.calls.update!;
      const answer = await undescribed<{ id: number }>(
        callDeclared(call, { ...(kind === 'edit' ? { id: record?.id } : {}), ...fields, ...(file ? { file } : {}) }),
      );
      await queryClient.invalidateQueries({ queryKey: [declaration.name] });
      notify('screens.opMessages.saved', { type: 'info' });
      redirect('show', declaration.name, answer?.id ?? (record?.id as number | undefined));
    } catch (e) {
      // the server's word on the file goes beside the file
      if (isApiError(e)) {
        const onFile = e.fields?.find((f) => f.field === 'file');
        if (onFile) setFileError(onFile.message);
        else if (e.code === 203015) setFileError(e.msg);
      }
      throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <SchemaForm
      declaration={declaration}
      kind={kind}
      record={kind === 'create' ? { type: 1, content: '', ...record } : record}
      saving={saving}
      uiSchema={{ content: { 'ui:widget': 'textarea', 'ui:options': { rows: 4, wide: true } }, id: { 'ui:widget': 'hidden' } }}
      onSubmit={submit}
    >
      <FileChooser
        file={file}
        current={current}
        error={fileError}
        onChange={(f) => {
          setFile(f);
          setFileError(f ? checkFile(f) : undefined);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('screens.opMessages.save')}
        </Button>
        <Button onClick={() => redirect(kind === 'edit' ? 'show' : 'list', declaration.name, record?.id as number | undefined)}>
          {translate('screens.opMessages.cancel')}
        </Button>
      </Stack>
    </SchemaForm>
  );
}

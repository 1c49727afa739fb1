/** The file chooser of the import and upload dialogs (a button over a hidden file input, the chosen file's name beside it): one look for every file a dialog takes. */
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Stack, { type StackProps } from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function FileChoice({
  file,
  disabled,
  onChoose,
  input,
  inputRef,
  nameTestId,
  ...stack
}: {
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
  /** The input's accept, accessible name and test id. */
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid': string };
  inputRef?: Ref<HTMLInputElement>;
  nameTestId?: string;
} & Pick<StackProps, 'sx' | 'useFlexGap' | 'flexWrap'>) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" {...stack}>
      <Button variant="outlined" component="label" disabled={disabled}>
        {translate('ui.import.choose')}
        <input ref={inputRef} type="file" hidden {...input} onChange={(e) => onChoose(e.target.files?.[0] ?? null)} />
      </Button>
      <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid={nameTestId}>
        {file ? file.name : translate('ui.import.noFile')}
      </Typography>
    </Stack>
  );
}

/**
 * Which merchant a settings screen is about: the caller's own organisation by default, or a merchant id a
 * platform or agent user types (the server checks it is in the caller's subtree and a merchant).
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export function MerchantChoice({ onChoose }: { onChoose: (orgId: number | undefined) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const valid = text === '' || /^[1-9][0-9]{0,15}$/.test(text);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mb: 2 }} component="form"
      onSubmit={(e) => { e.preventDefault(); if (valid) onChoose(text ? Number(text) : undefined); }}>
      <TextField size="small" label={translate('memberScreens.merchant')} value={text} error={!valid}
        helperText={translate('memberScreens.merchantHelp')} onChange={(e) => setText(e.target.value.trim())}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }} />
      <Button type="submit" variant="outlined" disabled={!valid}>{translate('memberScreens.load')}</Button>
    </Stack>
  );
}

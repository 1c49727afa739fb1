/**
 * /qrcodeSet (hidden from the menu): the payee QR code settings of the device named by `?serialNum=`
 * (or typed here), and its test pushes.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { PaymentCodeForm, TestPushForm } from './PaymentCodeForm';

export function QrcodeSet(_props: Partial<ScreenProps>) {
  const translate = useTranslate();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const serialNum = params.get('serialNum') ?? '';
  const [typed, setTyped] = useState(serialNum);
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{translate('screens.qrcodeSet.title')}</ScreenHeading>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { serialNum: typed.trim() } : {});
        }}
        sx={{ display: 'flex', gap: 1.5, mb: 2 }}
      >
        <TextField
          id="qrcode-set-serial"
          size="small"
          label={translate('resources.qrcodeSet.fields.serialNum')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="outlined">
          {translate('screens.qrcodeSet.load')}
        </Button>
      </Box>
      {serialNum && <PaymentCodeForm key={serialNum} serialNum={serialNum} />}
      {serialNum && can('payTest.push') && <TestPushForm key={`t-${serialNum}`} serialNum={serialNum} />}
    </Box>
  );
}

export default QrcodeSet;

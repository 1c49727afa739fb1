/**
 * The payee QR code settings of one device (paymentCode/config/get, add, del) and the test push messages
 * (testPushMsg/notify, notifyAndPrint), shared by /qrcodeSet and the device detail's "payee QR code" tab.
 * The amount is typed in the currency's major unit and sent in minor units (JPY and KRW take no decimals).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusedFields, schemaErrors } from '../../../crud/checkedSave';
import { useAccess } from '../../../crud/access';
import { callDeclared, callOperation, undescribed } from '../../../providers/http';
import { useNotifyFailure } from '../../../providers/failure';
import { ConfirmDialog } from '../../../shell/Modal';
import { CURRENCIES, DEFAULT_CURRENCY } from '../../../../domain/currencies';
import { formatMinorUnits, toMinorUnits } from '../../../../domain/payments';
import type { Locale } from '../../../../domain/locale';
import { CallState } from '../../../ui/CallState';
import { Section } from '../../../ui/Section';

const Q = 'screens.qrcodeSet';
const F = 'resources.qrcodeSet.fields';

export interface PaymentCode {
  serialNum: string;
  qrContent: string;
  title: string;
  amountMode: 'fixed' | 'open';
  amount: number | null;
  currency: string;
  updatedAt: string;
  updatedBy: string | null;
}

type Field = 'qrContent' | 'title' | 'amountMode' | 'amount' | 'currency';
const EMPTY_VALUES: Record<Field, string> = { qrContent: '', title: '', amountMode: 'open', amount: '', currency: DEFAULT_CURRENCY };

export function PaymentCodeForm({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const key = ['payPush', 'paymentCodeGet', serialNum];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => undescribed<PaymentCode | null>(callOperation('paymentCodeGet', { serialNum }, { signal })),
  });
  const [values, setValues] = useState<Record<Field, string>>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const c = query.data;
    setValues(
      c
        ? {
            qrContent: c.qrContent,
            title: c.title,
            amountMode: c.amountMode,
            amount: c.amount === null ? '' : formatMinorUnits(c.amount, c.currency),
            currency: c.currency,
          }
        : EMPTY_VALUES,
    );
    setErrors({});
  }, [query.data]);

  const done = async (message: string) => {
    notify(message, { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const save = useMutation({
    // a draft of the form, checked against the save schema before it is sent (submit)
    mutationFn: (body: Record<string, unknown>) => undescribed<PaymentCode>(callDeclared('paymentCodeSave', body)),
    onSuccess: () => done(`${Q}.saved`),
    onError: (e) => {
      const named = refusedFields<Field>(e);
      if (named) setErrors(named);
      notifyFailure(e);
    },
  });
  const remove = useMutation({
    mutationFn: () => callOperation('paymentCodeDelete', { serialNum }),
    onSuccess: () => {
      setConfirming(false);
      return done(`${Q}.removed`);
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    let amount: number | undefined;
    if (values.amountMode === 'fixed') {
      amount = toMinorUnits(values.amount, values.currency);
      if (amount === undefined || amount < 1) found.amount = translate(`${Q}.amountInvalid`);
    }
    const body = {
      serialNum,
      qrContent: values.qrContent.trim(),
      title: values.title,
      amountMode: values.amountMode,
      currency: values.currency,
      ...(amount !== undefined ? { amount } : {}),
    };
    // the amount's own check (above) comes first
    const checked = schemaErrors(locale, 'payments/payment-code.schema.json', 'save', body, (k) => (k in EMPTY_VALUES ? (k as Field) : undefined));
    for (const [k, message] of Object.entries(checked) as [Field, string][]) if (!found[k]) found[k] = message;
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };

  const editable = can('paymentCode.update');
  const field = (k: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`payment-code-${k}`}
      size="small"
      label={label}
      value={values[k]}
      onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
      error={Boolean(errors[k])}
      helperText={errors[k]}
      disabled={!editable || save.isPending}
      {...extra}
    />
  );

  return (
    <Section id="payment-code" title={translate('resources.qrcodeSet.name')}>
      <CallState query={query} />
      {query.isSuccess && query.data === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${Q}.notSet`)}
        </Alert>
      )}
      {query.isSuccess && (
        <Box component="form" noValidate onSubmit={submit} aria-label={translate('resources.qrcodeSet.name')} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
          {field('qrContent', translate(`${F}.qrContent`), { required: true, placeholder: 'https://' })}
          {field('title', translate(`${F}.title`), { required: true, slotProps: { htmlInput: { maxLength: 50 } } })}
          {field('amountMode', translate(`${F}.amountMode`), {
            select: true,
            children: (['open', 'fixed'] as const).map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`enum.payAmountMode.${m}`)}
              </MenuItem>
            )),
          })}
          {field('currency', translate(`${F}.currency`), {
            select: true,
            children: CURRENCIES.map((c) => <MenuItem key={c.code} value={c.code}>{`${c.code} (${c.symbol})`}</MenuItem>),
          })}
          {values.amountMode === 'fixed' && field('amount', translate(`${Q}.amount`), { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          {editable && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {translate(`${Q}.save`)}
              </Button>
              {query.data && (
                <Button color="error" onClick={() => setConfirming(true)}>
                  {translate(`${Q}.remove`)}
                </Button>
              )}
            </Box>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        loading={remove.isPending}
        title={translate(`${Q}.remove`)}
        content={translate(`${Q}.confirmRemove`)}
        confirmColor="error"
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}

/** Test push messages to the device: shown, or shown and printed; the answer names the push to follow. */
export function TestPushForm({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: (print: boolean) =>
      undescribed<{ requestId: string }>(callOperation(print ? 'testPushNotifyAndPrint' : 'testPushNotify', { serialNum, message })),
    onSuccess: (data) => notify(`${Q}.test.sent`, { type: 'success', messageArgs: { requestId: data.requestId } }),
    onError: notifyFailure,
  });
  const ready = message.trim().length > 0 && message.length <= 200 && !send.isPending;
  return (
    <Section id="payment-test-push" title={translate(`${Q}.test.title`)}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          id="payment-test-message"
          size="small"
          label={translate(`${Q}.test.message`)}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: '1 1 280px' }}
        />
        <Button variant="contained" disabled={!ready} onClick={() => send.mutate(false)}>
          {translate(`${Q}.test.notify`)}
        </Button>
        <Button variant="outlined" disabled={!ready} onClick={() => send.mutate(true)}>
          {translate(`${Q}.test.notifyAndPrint`)}
        </Button>
      </Box>
    </Section>
  );
}

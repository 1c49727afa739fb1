/**
 * Creating or editing a collection (pay) config. The rules are shown before submit (rules.ts: lengths,
 * links, timeout, what the chosen channel needs); secrets are write-only inputs showing only the stored
 * mask, left empty to keep the stored value; the certificate and private key are chosen as files, uploaded
 * to /pay/file/upload and submitted by the key it answers, with the certificate's subject and validity shown.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ListButton } from 'react-admin';
import { useNotify, useRedirect, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CHANNEL_TYPES, PAY_CHANNELS } from '../../../../domain/payments';
import { CURRENCIES, DEFAULT_CURRENCY } from '../../../../domain/currencies';
import { channelRule } from '../../../../domain/pay-config-rules';
import type { ScreenProps } from '../../../crud/registry';
import { callDeclared, callOperation, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { configBody, configProblems, type ConfigValues, type Problem } from './rules';
import { Section } from '../../../ui/Section';

interface StoredConfig extends Partial<Omit<ConfigValues, 'timeoutSeconds'>> {
  id: number;
  timeoutSeconds: number;
  secretMask: string | null;
  privateKeyMask: string | null;
  certificateSet: boolean;
  certificateSubject: string | null;
  certificateValidTo: string | null;
}

interface Uploaded {
  file: string;
  subject?: string | null;
  validTo?: string | null;
}

const EMPTY: ConfigValues = {
  name: '',
  channel: 'sandbox',
  channelType: 'normal',
  currency: DEFAULT_CURRENCY,
  isDefault: false,
  remark: '',
  merchantNo: '',
  appId: '',
  subMerchantId: '',
  tradeUrl: '',
  queryUrl: '',
  timeoutSeconds: '30',
  configText: '',
  secret: '',
};

function valuesOf(r: StoredConfig): ConfigValues {
  const text = (v: unknown) => (v == null ? '' : String(v));
  return {
    name: text(r.name),
    channel: text(r.channel),
    channelType: text(r.channelType),
    currency: text(r.currency),
    isDefault: Boolean(r.isDefault),
    remark: text(r.remark),
    merchantNo: text(r.merchantNo),
    appId: text(r.appId),
    subMerchantId: text(r.subMerchantId),
    tradeUrl: text(r.tradeUrl),
    queryUrl: text(r.queryUrl),
    timeoutSeconds: String(r.timeoutSeconds),
    configText: text(r.configText),
    secret: '',
  };
}

const F = 'resources.payConfigs.fields';

export function FileUpload({
  kind,
  label,
  onUploaded,
  done,
}: {
  kind: 'certificate' | 'privateKey';
  label: string;
  onUploaded: (u: Uploaded) => void;
  done?: string;
}) {
  const translate = useTranslate();
  const [problem, setProblem] = useState<string>();
  // a real button opening a hidden file input (a <label> acting as a button is not allowed a button role)
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => callOperation('payFileUpload', { file, kind }),
    onSuccess: (u) => {
      setProblem(undefined);
      onUploaded(u);
    },
    onError: (e) => setProblem(failureMessage(e, translate)),
  });
  return (
    <Box>
      <Button variant="outlined" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {translate(upload.isPending ? 'payconfig.form.uploading' : label)}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept=".pem,.crt,.cer,.key,text/plain"
        aria-label={translate(label)}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) upload.mutate(f);
        }}
      />
      {done && (
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          {done}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}

function ConfigFormBody({ stored, declaration }: { stored?: StoredConfig } & ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [values, setValues] = useState<ConfigValues>(stored ? valuesOf(stored) : EMPTY);
  const [certificate, setCertificate] = useState<Uploaded>();
  const [privateKey, setPrivateKey] = useState<Uploaded>();
  const [shown, setShown] = useState<Record<string, Problem>>({});
  const [problem, setProblem] = useState<string>();
  const problems = configProblems(values, { stored: Boolean(stored?.certificateSet), uploaded: Boolean(certificate) });
  // a problem is shown once the field was changed or a submit was tried
  const [touched, setTouched] = useState<Set<string>>(new Set());
  useEffect(() => {
    setShown(Object.fromEntries(Object.entries(problems).filter(([f]) => touched.has(f) || touched.has('*'))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- problems is a new object at each render: keyed by its content
  }, [JSON.stringify(problems), touched]);

  const save = useMutation({
    // the body configBody makes of the form, checked by configProblems (the server's rules) before it is sent
    mutationFn: (body: Record<string, unknown>) => callDeclared(stored ? 'payConfigModify' : 'payConfigAdd', body),
    onSuccess: () => {
      notify('payconfig.form.saved', { type: 'success' });
      redirect('list', declaration.name);
    },
    onError: (e) => setProblem(failureMessage(e, translate)),
  });
  const set = (field: keyof ConfigValues) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => new Set(t).add(field));
  };
  const submit = () => {
    setProblem(undefined);
    setTouched((t) => new Set(t).add('*'));
    if (Object.keys(problems).length) return setProblem(translate('payconfig.form.fixFirst'));
    save.mutate({
      ...configBody(values),
      ...(stored ? { id: stored.id } : {}),
      ...(certificate ? { certificateFile: certificate.file } : {}),
      ...(privateKey ? { privateKeyFile: privateKey.file } : {}),
    });
  };
  const error = (field: string) => (shown[field] ? translate(shown[field].key, shown[field].args) : undefined);
  const text = (field: keyof ConfigValues, opts: { multiline?: boolean; type?: string; helper?: string; required?: boolean } = {}) => (
    <TextField
      size="small"
      fullWidth
      label={translate(`${F}.${field}`)}
      value={values[field] as string}
      required={opts.required}
      multiline={opts.multiline}
      minRows={opts.multiline ? 3 : undefined}
      type={opts.type}
      onChange={(e) => set(field)(e.target.value)}
      error={Boolean(shown[field])}
      helperText={error(field) ?? opts.helper}
      slotProps={{ htmlInput: { 'aria-label': translate(`${F}.${field}`) } }}
    />
  );
  const rule = channelRule(values.channel);
  const needs = [rule?.merchantNo && translate(`${F}.merchantNo`), rule?.certificate && translate(`${F}.certificate`)].filter(Boolean).join('・');
  const mask = (m: string | null | undefined) => (m ? translate('payconfig.form.stored', { mask: m }) : translate('payconfig.form.notStored'));

  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <ScreenHeading actions={<ListButton resource={declaration.name} />}>
        {translate(stored ? 'payconfig.form.editTitle' : 'payconfig.form.createTitle')}
      </ScreenHeading>
      <Section level={2} title={translate('payconfig.form.basics')}>
        <Stack spacing={2}>
          {text('name', { required: true })}
          <TextField
            select
            size="small"
            label={translate(`${F}.channel`)}
            value={values.channel}
            onChange={(e) => set('channel')(e.target.value)}
            helperText={needs ? translate('payconfig.form.channelNeeds', { needs }) : translate('payconfig.form.needsNothing')}
          >
            {PAY_CHANNELS.map((c) => (
              <MenuItem key={c} value={c}>
                {translate(`enum.payChannel.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={translate(`${F}.channelType`)} value={values.channelType} onChange={(e) => set('channelType')(e.target.value)}>
            {CHANNEL_TYPES.map((c) => (
              <MenuItem key={c} value={c}>
                {translate(`enum.channelType.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={translate(`${F}.currency`)} value={values.currency} onChange={(e) => set('currency')(e.target.value)}>
            {CURRENCIES.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.code}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={values.isDefault} onChange={(e) => set('isDefault')(e.target.checked)} />}
            label={translate(`${F}.isDefault`)}
          />
          {text('timeoutSeconds', { type: 'number' })}
          {text('remark', { multiline: true })}
        </Stack>
      </Section>
      <Section level={2} title={translate('payconfig.form.provider')}>
        <Stack spacing={2}>
          {text('merchantNo', { required: Boolean(rule?.merchantNo) })}
          {text('appId')}
          {text('subMerchantId')}
          {text('tradeUrl')}
          {text('queryUrl')}
          {text('configText', { multiline: true })}
        </Stack>
      </Section>
      <Section level={2} title={translate('payconfig.form.secrets')}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('payconfig.form.secretsHint')}
          </Typography>
          {text('secret', { type: 'password', helper: mask(stored?.secretMask) })}
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${F}.certificate`)}
              {rule?.certificate ? ' *' : ''}:{' '}
              {stored?.certificateSet
                ? translate('payconfig.form.certificateReady', {
                    subject: stored.certificateSubject ?? '',
                    validTo: stored.certificateValidTo?.slice(0, 10) ?? '',
                  })
                : translate('payconfig.form.notStored')}
            </Typography>
            <FileUpload
              kind="certificate"
              label="payconfig.form.uploadCertificate"
              onUploaded={(u) => {
                setCertificate(u);
                setTouched((t) => new Set(t).add('certificate'));
              }}
              done={
                certificate
                  ? translate('payconfig.form.certificateReady', { subject: certificate.subject ?? '', validTo: certificate.validTo?.slice(0, 10) ?? '' })
                  : undefined
              }
            />
            {shown.certificate && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error('certificate')}
              </Alert>
            )}
          </Box>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${F}.privateKey`)}: {mask(stored?.privateKeyMask)}
            </Typography>
            <FileUpload
              kind="privateKey"
              label="payconfig.form.uploadPrivateKey"
              onUploaded={setPrivateKey}
              done={privateKey ? translate('payconfig.form.keyReady') : undefined}
            />
          </Box>
        </Stack>
      </Section>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <Button variant="contained" onClick={submit} disabled={save.isPending}>
        {translate('payconfig.form.save')}
      </Button>
    </Box>
  );
}

export function PayConfigForm({ declaration }: ScreenProps) {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'create' && /^\d+$/.test(id);
  const stored = useQuery({
    queryKey: [declaration.name, 'form', id],
    queryFn: ({ signal }) => undescribed<StoredConfig>(callOperation('payConfigGet', { id: Number(id) }, { signal })),
    enabled: editing,
  });
  if (editing && !stored.data) return null;
  return <ConfigFormBody key={String(id)} declaration={declaration} stored={editing ? stored.data : undefined} />;
}

export default PayConfigForm;

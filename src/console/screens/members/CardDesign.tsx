/**
 * The wallet card design: per platform (Alipay, WeChat) the design form — brand, title, colour, custom fields,
 * calls to action, rights — checked by the same schema the server checks before anything is sent, a live
 * preview as each platform lays the card out, the sandbox review's state and the collection link once
 * approved, and the collection form (which fields, each required or optional).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, useNotify, useTranslate } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { validatorFor } from '../../crud/validator';
import { schemaDef } from '../../providers/schemas';
import { callDeclared, isApiError, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';
import { CallState } from '../../ui/CallState';
import { MerchantChoice } from './MerchantChoice';
import { CODE_STYLES, Preview, type CodeStyle, type Design, type Platform } from './CardPreview';
import type { Locale } from '../../../domain/locale';
import { IMAGE_LIMITS, imageRuleText } from '../../../domain/image-limits';

interface Template extends Design {
  platform: Platform;
  status: string;
  reason: string | null;
}
interface Status {
  platform: Platform;
  status: 'none' | 'pending' | 'approved' | 'rejected';
  reason: string | null;
  sandbox: boolean;
}
interface FormField {
  field: string;
  required: boolean;
}

const SCHEMA = 'members/card.schema.json';
const FORM_FIELDS = ['mobile', 'name', 'gender', 'birthday', 'idcard', 'email'];
/** The platforms' byte caps, checked before sending (the server checks them again, with the pixels). */
const IMAGE_KIND = { logo: 'cardLogo', cover: 'cardCover' } as const;
const IMAGE_TOO_LARGE = { logo: 206007, cover: 206009 } as const;
const EMPTY: Design = {
  brand: '',
  title: '',
  color: '#1677FF',
  codeStyle: 'qrcode',
  customFields: [{ label: '', url: '' }],
  actions: [{ label: '', url: '' }],
  rights: [],
};

export function CardDesign({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const t = (k: string, o?: Record<string, unknown>) => translate(`cards.${k}`, o);
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const actions = declaration.calls.actions!;
  const [platform, setPlatform] = useState<Platform>('alipay');
  // the platform's and agents' staff have no card of their own: they read the merchant they choose
  const [orgId, setOrgId] = useState<number | undefined>();
  const about = { platform, ...(orgId ? { orgId } : {}) };
  const info = useQuery({
    queryKey: ['cardTemplateInfo', platform, orgId],
    queryFn: () => undescribed<Template | null>(callDeclared(actions.info, about, { report: false })),
    retry: false,
  });
  const notMerchant = isApiError(info.error) && info.error.code === 206500 && orgId === undefined;
  const status = useQuery({
    queryKey: ['cardTemplateStatus', platform, orgId],
    queryFn: () => undescribed<Status>(callDeclared(actions.status, about)),
    enabled: info.isSuccess,
  });
  const formInfo = useQuery({
    queryKey: ['cardFormInfo', platform, orgId],
    queryFn: () => undescribed<{ fields: FormField[] } | null>(callDeclared(actions.formInfo, about)),
    enabled: info.isSuccess,
  });
  const [design, setDesign] = useState<Design>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [formFields, setFormFields] = useState<FormField[]>([]);
  const [link, setLink] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  // saving is the merchant's own: another organisation's staff read the design they chose
  const editable = can(declaration.permissions.save) && orgId === undefined && !picking;

  // the form follows the saved design when it changes (another platform, a save), not at every refetch
  const loaded = info.isSuccess ? `${platform}:${JSON.stringify(info.data)}` : undefined;
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (loaded === undefined || loaded === applied.current) return;
    applied.current = loaded;
    const d = JSON.parse(loaded.slice(platform.length + 1)) as Template | null;
    setDesign(
      d
        ? {
            brand: d.brand,
            title: d.title,
            color: d.color,
            codeStyle: d.codeStyle ?? 'qrcode',
            ...(d.logo ? { logo: d.logo } : {}),
            ...(d.cover ? { cover: d.cover } : {}),
            customFields: d.customFields,
            actions: d.actions,
            rights: d.rights,
          }
        : EMPTY,
    );
    setErrors({});
    setError(null);
    setLink(null);
  }, [loaded, platform]);
  useEffect(() => setFormFields(formInfo.data?.fields ?? []), [formInfo.data]);

  const set = (patch: Partial<Design>) => setDesign((d) => ({ ...d, ...patch }));
  const setItem = <K extends 'customFields' | 'actions' | 'rights'>(key: K, i: number, patch: Partial<Design[K][number]>) =>
    setDesign((d) => ({ ...d, [key]: d[key].map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const body = { platform, ...design };
    const schema = schemaDef(SCHEMA, 'template');
    const checked = schema ? validatorFor(locale).validateFormData(body, schema as never) : undefined;
    const found: Record<string, string> = {};
    for (const x of checked?.errors ?? []) {
      const key = (x.property ?? '').replace(/^\./, '');
      if (!found[key]) found[key] = x.message ?? '';
    }
    setErrors(found);
    setError(null);
    if (Object.keys(found).length) return;
    try {
      await callDeclared(actions.save, body);
      notify('cards.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['cardTemplateInfo', platform] });
      await queryClient.invalidateQueries({ queryKey: ['cardTemplateStatus', platform] });
    } catch (x) {
      if (isApiError(x) && x.fields?.length) setErrors(Object.fromEntries(x.fields.map((f) => [f.field, f.message])));
      setError(failureMessage(x, translate));
    }
  };

  const saveForm = async () => {
    setError(null);
    try {
      await callDeclared(actions.formSave, { platform, fields: formFields });
      notify('cards.formSaved', { type: 'success' });
    } catch (x) {
      setError(failureMessage(x, translate));
    }
  };

  const uploadImage = async (kind: 'logo' | 'cover', file: File | undefined) => {
    if (!file) return;
    // refused by size before sending, with the rule's message; the pixels are the server's to check
    if (file.size > IMAGE_LIMITS[IMAGE_KIND[kind]].maxBytes) {
      setErrors((x) => ({ ...x, [kind]: translate(`errors.${IMAGE_TOO_LARGE[kind]}`) }));
      return;
    }
    try {
      const answer = await undescribed<{ image: string }>(callDeclared(actions.upload, { kind, file }, { report: false }));
      setErrors((x) => ({ ...x, [kind]: '' }));
      set({ [kind]: answer.image });
    } catch (x) {
      setErrors((y) => ({ ...y, [kind]: failureMessage(x, translate) }));
    }
  };

  const imagePicker = (kind: 'logo' | 'cover') => (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      <Button component="label" variant="outlined" size="small" disabled={!editable}>
        {`${field(kind)}: ${t(design[kind] ? 'replaceImage' : 'chooseImage')}`}
        <input hidden type="file" accept="image/png,image/jpeg" aria-label={field(kind)} onChange={(e) => uploadImage(kind, e.target.files?.[0])} />
      </Button>
      <Typography variant="caption" color={errors[kind] ? 'error' : 'text.secondary'} role={errors[kind] ? 'alert' : undefined}>
        {errors[kind] || imageRuleText(IMAGE_KIND[kind], locale)}
      </Typography>
    </Stack>
  );

  const showLink = async () => {
    try {
      setLink((await undescribed<{ url: string }>(callDeclared(actions.link, about))).url);
    } catch (x) {
      setError(failureMessage(x, translate));
    }
  };

  const text = (key: string, value: string, onChange: (v: string) => void, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      disabled={!editable}
      {...extra}
    />
  );
  const links = (key: 'customFields' | 'actions', max: number) => (
    <Stack spacing={0}>
      <Typography variant="subtitle2">{field(key)}</Typography>
      {design[key].map((l, i) => (
        <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
          {text(`${key}.${i}.label`, l.label, (v) => setItem(key, i, { label: v }), `${t('label')} ${i + 1}`)}
          {text(`${key}.${i}.url`, l.url, (v) => setItem(key, i, { url: v }), `${t('url')} ${i + 1}`, { sx: { flex: 1 } })}
          {editable && design[key].length > 1 && (
            <IconButton aria-label={`${t('remove')} ${field(key)} ${i + 1}`} onClick={() => set({ [key]: design[key].filter((_, j) => j !== i) })}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {errors[key] && (
        <Typography color="error" variant="caption">
          {errors[key]}
        </Typography>
      )}
      {editable && design[key].length < max && (
        <Box>
          <Button size="small" onClick={() => set({ [key]: [...design[key], { label: '', url: '' }] })}>{`${t('add')} ${field(key)}`}</Button>
        </Box>
      )}
    </Stack>
  );

  const st = status.data;
  const codeLabel = `${field('codeStyle')}: ${translate(`enum.cardCodeStyle.${design.codeStyle}`)}`;
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        actions={
          <ToggleButtonGroup size="small" exclusive value={platform} aria-label={field('platform')} onChange={(_, v) => v && setPlatform(v)}>
            <ToggleButton value="alipay">{t('alipay')}</ToggleButton>
            <ToggleButton value="wechat">{t('wechat')}</ToggleButton>
          </ToggleButtonGroup>
        }
      >
        {t('title')}
      </ScreenHeading>
      {(notMerchant || picking) && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('chooseMerchant')}
          </Alert>
          <MerchantChoice
            onChoose={(id) => {
              setPicking(true);
              setOrgId(id);
            }}
          />
        </>
      )}
      {!notMerchant && <CallState query={info} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Section
        level={2}
        title={t('review')}
        actions={
          st?.status === 'approved' ? (
            <Button size="small" onClick={showLink}>
              {t('showLink')}
            </Button>
          ) : undefined
        }
      >
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip
            size="small"
            label={t(`status.${st?.status ?? 'none'}`)}
            color={st?.status === 'approved' ? 'success' : st?.status === 'rejected' ? 'error' : 'default'}
          />
          <Typography variant="body2" color="text.secondary">
            {t('sandbox')}
          </Typography>
        </Stack>
        {st?.reason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {st.reason}
          </Alert>
        )}
        {link && (
          // the sandbox's collection page: open it as a member would, beside the console
          <Typography sx={{ mt: 1, wordBreak: 'break-all' }} data-testid="card-link">
            <Link href={link} target="_blank" rel="noopener">
              {link}
            </Link>
          </Typography>
        )}
      </Section>
      {/* the form once the saved design is read, so loading it never overwrites what is typed */}
      {applied.current !== undefined && loaded !== undefined && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
          <Box sx={{ flex: 1, width: '100%' }}>
            <Section level={2} title={t('design')}>
              <Stack component="form" noValidate spacing={1} onSubmit={save} aria-label={t('design')}>
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                  {text('brand', design.brand, (v) => set({ brand: v }), field('brand'))}
                  {text('title', design.title, (v) => set({ title: v }), field('title'))}
                  {text('color', design.color, (v) => set({ color: v }), field('color'), { sx: { width: 140 } })}
                  {text('codeStyle', design.codeStyle, (v) => set({ codeStyle: v as CodeStyle }), field('codeStyle'), {
                    select: true,
                    sx: { width: 180 },
                    children: CODE_STYLES.map((c) => (
                      <MenuItem key={c} value={c}>
                        {translate(`enum.cardCodeStyle.${c}`)}
                      </MenuItem>
                    )),
                  })}
                </Stack>
                <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                  {imagePicker('logo')}
                  {imagePicker('cover')}
                </Stack>
                {links('customFields', 3)}
                {links('actions', 3)}
                <Typography variant="subtitle2">{field('rights')}</Typography>
                {design.rights.map((r, i) => (
                  <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
                    {text(`rights.${i}.title`, r.title, (v) => setItem('rights', i, { title: v }), `${t('rightTitle')} ${i + 1}`, { sx: { flex: 1 } })}
                    {text(
                      `rights.${i}.detail`,
                      r.detail ?? '',
                      (v) => setItem('rights', i, v ? { detail: v } : { detail: undefined }),
                      `${t('rightDetail')} ${i + 1}`,
                      {
                        sx: { flex: 1 },
                      },
                    )}
                    {text(`rights.${i}.startDate`, r.startDate, (v) => setItem('rights', i, { startDate: v }), t('startDate'), {
                      type: 'date',
                      slotProps: { inputLabel: { shrink: true } },
                    })}
                    {text(`rights.${i}.endDate`, r.endDate, (v) => setItem('rights', i, { endDate: v }), t('endDate'), {
                      type: 'date',
                      slotProps: { inputLabel: { shrink: true } },
                    })}
                    {editable && (
                      <IconButton aria-label={`${t('remove')} ${t('right')} ${i + 1}`} onClick={() => set({ rights: design.rights.filter((_, j) => j !== i) })}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </Stack>
                ))}
                {errors.rights && (
                  <Typography color="error" variant="caption">
                    {errors.rights}
                  </Typography>
                )}
                {editable && design.rights.length < 10 && (
                  <Box>
                    <Button
                      size="small"
                      onClick={() => set({ rights: [...design.rights, { title: '', startDate: '', endDate: '' }] })}
                    >{`${t('add')} ${t('right')}`}</Button>
                  </Box>
                )}
                {editable && (
                  <Box>
                    <Button type="submit" variant="contained">
                      {t('submit')}
                    </Button>
                  </Box>
                )}
              </Stack>
            </Section>
            <Section level={2} title={t('form')}>
              <Stack>
                {FORM_FIELDS.map((f) => {
                  const chosen = formFields.find((x) => x.field === f);
                  return (
                    <Stack key={f} direction="row" spacing={2} alignItems="center">
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={Boolean(chosen)}
                            disabled={!editable}
                            onChange={(e) =>
                              setFormFields(e.target.checked ? [...formFields, { field: f, required: false }] : formFields.filter((x) => x.field !== f))
                            }
                          />
                        }
                        label={translate(`resources.card-design.fields.${f}`)}
                      />
                      {chosen && (
                        <FormControlLabel
                          control={
                            <Switch
                              size="small"
                              checked={chosen.required}
                              disabled={!editable}
                              onChange={(e) => setFormFields(formFields.map((x) => (x.field === f ? { ...x, required: e.target.checked } : x)))}
                            />
                          }
                          label={`${translate(`resources.card-design.fields.${f}`)}: ${t('required')}`}
                        />
                      )}
                    </Stack>
                  );
                })}
                {editable && (
                  <Box sx={{ mt: 1 }}>
                    <Button variant="outlined" disabled={formFields.length === 0} onClick={saveForm}>
                      {t('saveForm')}
                    </Button>
                  </Box>
                )}
              </Stack>
            </Section>
          </Box>
          <Section level={2} title={t('preview')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Preview platform="alipay" design={design} label={t('previewOf', { platform: t('alipay') })} codeLabel={codeLabel} />
              <Preview platform="wechat" design={design} label={t('previewOf', { platform: t('wechat') })} codeLabel={codeLabel} />
            </Stack>
          </Section>
        </Stack>
      )}
    </Box>
  );
}

export default CardDesign;

/**
 * The campaign create form (openapi/marketing/campaigns.yaml activity/create), one per kind: the kind is
 * chosen first (new-member gift, stamp collecting, holiday marketing) and the schema form of
 * schemas/marketing/campaign.schema.json `create` shows that kind's fields (its variant of the schema: the
 * fields of the other kinds and of the other prize left out). The campaign's rules as members will be held
 * to them are said before submit, from the values as typed, and a date rule broken is flagged at once and
 * marked on its field on save without a call — the same check the server makes (src/domain/campaigns.ts).
 */
import { useMemo, useState } from 'react';
import { useGetOne, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import type { ScreenProps } from '../../crud/registry';
import { SchemaForm } from '../../crud/SchemaForm';
import { FormScreen, refuseBeforeSending, type FormBodyProps } from '../../crud/FormScreen';
import { formSchema, type JsonSchema } from '../../providers/schemas';
import { CAMPAIGN_TYPES, campaignRuleErrors, type CampaignType } from '../../../domain/campaigns';

type Data = Record<string, unknown>;

const STAMP_FIELDS = ['stampMode', 'dailyCap', 'redeemCount', 'stampStyle'];
const ORDER = [
  'name',
  'startDate',
  'endDate',
  'festivalCode',
  'stampMode',
  'dailyCap',
  'redeemCount',
  'stampStyle',
  'prizeType',
  'prizePoints',
  'prizeTemplateId',
  'prizeLimit',
  'notes',
];

/** The fields of a kind and prize: the other kinds' and the other prize's are left out. */
export function fieldsOf(type: CampaignType, prizeType: unknown): string[] {
  return ORDER.filter((f) => {
    if (STAMP_FIELDS.includes(f)) return type === 'stamp';
    if (f === 'festivalCode') return type === 'holiday';
    if (f === 'prizeLimit') return type !== 'newMember';
    if (f === 'prizePoints') return prizeType !== 'coupon';
    if (f === 'prizeTemplateId') return prizeType === 'coupon';
    return true;
  });
}

/** The create schema narrowed to one kind (the server checks the full one). */
export function kindSchema(schema: JsonSchema, type: CampaignType, prizeType: unknown): JsonSchema {
  const keep = fieldsOf(type, prizeType);
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => keep.includes(k)));
  const required = [
    ...((schema.required as string[] | undefined) ?? []).filter((r) => r !== 'type'),
    ...(type === 'stamp' ? STAMP_FIELDS : []),
    ...(type === 'holiday' ? ['festivalCode'] : []),
    prizeType === 'coupon' ? 'prizeTemplateId' : 'prizePoints',
  ];
  const { allOf: _allOf, ...rest } = schema;
  return { ...rest, properties, required };
}

/** What is sent: the kind and the fields of the kind that have a value. */
export function campaignBody(type: CampaignType, data: Data): Data {
  const keep = fieldsOf(type, data.prizeType);
  const out: Data = { type };
  for (const k of keep) {
    const v = data[k];
    if (v === undefined || v === null || v === '') continue;
    out[k] = k === 'notes' && Array.isArray(v) ? v.filter((n) => typeof n === 'string') : v;
  }
  return out;
}

/** The campaign's rules in words, from the values as typed, and the date rules they break now. */
export function CampaignRules({ type, values }: { type: CampaignType; values: Data }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`campaigns.rules.${k}`, o);
  // a value not entered yet reads as such, not as a question mark
  const unset = t('unset');
  const n = (k: string, d: number | string) => (typeof values[k] === 'number' ? (values[k] as number) : d);
  const templateId = typeof values.prizeTemplateId === 'number' ? values.prizeTemplateId : undefined;
  const template = useGetOne<{ id: number; name: string }>(
    'couponTemplates',
    { id: templateId },
    { enabled: values.prizeType === 'coupon' && templateId !== undefined },
  );
  const broken = campaignRuleErrors(values);
  const lines = [
    values.startDate && values.endDate ? t('period', { start: values.startDate, end: values.endDate }) : t('periodUnset'),
    type === 'newMember'
      ? t('newMember')
      : type === 'stamp'
        ? t('stamp', {
            mode: translate(`enum.campaignStampMode.${values.stampMode ?? 'consumption'}`),
            cap: n('dailyCap', unset),
            redeem: n('redeemCount', unset),
            limit: n('prizeLimit', 1),
          })
        : t('holiday', { festival: values.festivalCode ? translate(`enum.campaignFestival.${values.festivalCode}`) : unset, limit: n('prizeLimit', 1) }),
    values.prizeType === 'coupon'
      ? t('prizeCoupon', { template: template.data?.name ?? unset })
      : values.prizeType === 'points'
        ? typeof values.prizePoints === 'number'
          ? t('prizePoints', { points: values.prizePoints })
          : t('prizePointsUnset')
        : t('prizeUnset'),
    t('limits'),
    t('terminate'),
  ];
  return (
    <>
      <Alert severity="info" role="status" sx={{ mx: 2, mt: 2 }} data-testid="campaign-rules">
        <Typography variant="subtitle2" component="p" sx={{ m: 0 }}>
          {t('title')}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} variant="body2" component="p" sx={{ m: 0 }}>
            {line}
          </Typography>
        ))}
      </Alert>
      {broken.length > 0 && (
        <Alert severity="warning" sx={{ mx: 2, mt: 1 }} data-testid="campaign-rules-broken">
          {broken.map((e) => (
            <Typography key={e.field} variant="body2" component="p" sx={{ m: 0 }}>
              {translate(`resources.campaigns.fields.${e.field}`)}: {translate(e.message)}
            </Typography>
          ))}
        </Alert>
      )}
    </>
  );
}

export function CampaignCreateBody({ declaration, saving, onSubmit }: Pick<FormBodyProps, 'declaration' | 'onSubmit'> & { saving?: boolean }) {
  const translate = useTranslate();
  const full = formSchema(declaration, 'create');
  const [type, setType] = useState<CampaignType>('newMember');
  const [values, setValues] = useState<Data>({ prizeType: 'points', notes: [''], stampMode: 'consumption', stampStyle: 'star', prizeLimit: 1 });
  const schema = useMemo(() => (full ? kindSchema(full, type, values.prizeType) : undefined), [full, type, values.prizeType]);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:order': [...fieldsOf(type, values.prizeType), '*'],
      notes: { items: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } } },
    }),
    [type, values.prizeType],
  );
  if (!schema) return <Alert severity="warning">{translate('crud.noForm')}</Alert>;
  return (
    <>
      <Tabs value={type} onChange={(_e, v: CampaignType) => setType(v)} aria-label={translate('campaigns.create.chooseType')} sx={{ mx: 2 }}>
        {CAMPAIGN_TYPES.map((k) => (
          <Tab key={k} value={k} label={translate(`enum.campaignType.${k}`)} />
        ))}
      </Tabs>
      <CampaignRules type={type} values={values} />
      <SchemaForm
        key={`${type}-${String(values.prizeType)}`}
        declaration={declaration}
        kind="create"
        schema={schema}
        record={values}
        saving={saving}
        uiSchema={uiSchema}
        onChange={setValues}
        onSubmit={(data) => {
          const broken = campaignRuleErrors(data);
          if (broken.length) return refuseBeforeSending(broken, translate);
          return onSubmit(campaignBody(type, data));
        }}
      />
    </>
  );
}

export function CampaignForm({ declaration }: ScreenProps) {
  return <FormScreen declaration={declaration} body={CampaignCreateBody} redirect="show" />;
}

export default CampaignForm;

/**
 * The coupon template editor (spec document 1 §3 Coupon, §5 rules, §9 limits), the schema form of
 * schemas/marketing/coupon.schema.json `save`/`modify`. The schema drives the fields and their rules (name
 * without spaces, usage note ≤ 50, a random coupon's upper limit, fixed dates for the WeChat type only); the
 * rules that need today or two fields (issue period from today to 15 days ahead, at most 90 days; the upper
 * limit below face value × 200) are said before anything is sent, with the dates they mean today, and a value
 * breaking one is flagged at once — the same check the server makes (src/domain/coupons.ts).
 */
import { useMemo, useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import type { ScreenProps } from '../../crud/registry';
import { SchemaForm } from '../../crud/SchemaForm';
import { FormScreen, refuseBeforeSending, type FormBodyProps } from '../../crud/FormScreen';
import { formSchema, type JsonSchema } from '../../providers/schemas';
import { COUPON_LIMITS, addDays, templateRuleErrors, tokyoDay } from '../../../domain/coupons';

type Data = Record<string, unknown>;

/** What is sent: the schema's fields that have a value (a cleared field is left out, as the call reads it). */
export function templateBody(data: Data, schema: JsonSchema): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null || v === '') continue;
    if (!schema.properties?.[k]) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v;
  }
  if (out.type !== 'random') delete out.randomMax;
  if (out.validType === 'fixed') delete out.validDays;
  else {
    delete out.validStart;
    delete out.validEnd;
  }
  return out;
}

/** The rules of the form in words, with today's dates, and the ones the values break now. */
export function CouponRules({ values, checkLead }: { values: Data; checkLead: boolean }) {
  const translate = useTranslate();
  const today = tokyoDay(new Date());
  const t = (k: string, o?: Record<string, unknown>) => translate(`coupons.rules.${k}`, o);
  const face = typeof values.faceValue === 'number' ? values.faceValue : undefined;
  const broken = templateRuleErrors(values as never, today, checkLead);
  return (
    <>
      <Alert severity="info" role="status" sx={{ mx: 2, mt: 2 }} data-testid="coupon-rules">
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {t('issue', { first: today, last: addDays(today, COUPON_LIMITS.issueLeadDays), days: COUPON_LIMITS.issueSpanDays })}
        </Typography>
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {face !== undefined
            ? t('randomMaxOf', { min: face, max: face * COUPON_LIMITS.randomMaxFactor - 1 })
            : t('randomMax', { factor: COUPON_LIMITS.randomMaxFactor })}
        </Typography>
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {t('fixedWechat')}
        </Typography>
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          {t('nameAndNote')}
        </Typography>
      </Alert>
      {broken.length > 0 && (
        <Alert severity="warning" sx={{ mx: 2, mt: 1 }} data-testid="coupon-rules-broken">
          {broken.map((e) => (
            <Typography key={e.field} variant="body2" component="p" sx={{ m: 0 }}>
              {translate(`resources.couponTemplates.fields.${e.field}`)}: {translate(e.message)}
            </Typography>
          ))}
        </Alert>
      )}
    </>
  );
}

export function CouponTemplateBody({ declaration, kind, record, saving, onSubmit }: FormBodyProps) {
  const translate = useTranslate();
  const schema = formSchema(declaration, kind);
  const [values, setValues] = useState<Data>(() => record ?? { type: 'fixed', validType: 'relative', perPersonLimit: 1, platform: 'alipay' });
  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:order': [
        'name',
        'platform',
        'type',
        'faceValue',
        'randomMax',
        'quantity',
        'perPersonLimit',
        'issueStart',
        'issueEnd',
        'validType',
        'validStart',
        'validEnd',
        'validDays',
        'threshold',
        'stackLimit',
        'usageNote',
        'storeIds',
        'image',
      ]
        .filter((f) => schema?.properties?.[f])
        .concat('*'),
      issueStart: { 'ui:help': translate('coupons.rules.issueStartHelp', { days: COUPON_LIMITS.issueLeadDays }) },
      issueEnd: { 'ui:help': translate('coupons.rules.issueEndHelp', { days: COUPON_LIMITS.issueSpanDays }) },
      usageNote: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    }),
    [schema, translate],
  );
  if (!schema) return <Alert severity="warning">{translate('crud.noForm')}</Alert>;
  // a modify keeping its start (in the past once issuing began) is not held to the lead
  const checkLead = kind === 'create' || values.issueStart !== record?.issueStart;
  return (
    <>
      <CouponRules values={values} checkLead={checkLead} />
      <SchemaForm
        declaration={declaration}
        kind={kind}
        record={values}
        saving={saving}
        uiSchema={uiSchema}
        onChange={setValues}
        onSubmit={(data) => {
          // the rules against today are the server's too: a broken one is marked on its field without a call
          const broken = templateRuleErrors(data as never, tokyoDay(new Date()), checkLead);
          if (broken.length) return refuseBeforeSending(broken, translate);
          return onSubmit(templateBody(data, schema));
        }}
      />
    </>
  );
}

export function CouponTemplateForm({ declaration }: ScreenProps) {
  return <FormScreen declaration={declaration} body={CouponTemplateBody} redirect="show" />;
}

export default CouponTemplateForm;

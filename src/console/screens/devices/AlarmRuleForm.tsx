/**
 * The alarm rule editor (spec document 1 §3 Alarm rule, §7 "Alert thresholds: 1-500, 2-500 or 1-100
 * depending on rule; pure digits; one rule per model"; document 2 §7 Alarms), in the schema form of
 * schemas/devices/alarm.schema.json `save`/`update`:
 * - the model is picked from the products call (deviceProductList), by name and model, saved as its key;
 * - the source type decides which threshold range applies: the form renders the threshold of that branch of
 *   the schema's `allOf` (a text of digits only, so "25.0" or "+25" are refused as the server refuses them),
 *   with `windowMinutes` for faultRepeat only, and says the rule (meaning, unit, range) before anything is sent;
 * - on creation it asks the server whether the model already has a rule of that source type (check/exist);
 * - on editing, the source type and model name the rule and cannot change.
 * The payment alarm rules (resources/payments/pay-alarms.ts) use the same form for a channel: their `source`
 * is an enum the form offers as it is, their existence check is the declaration's `checkExist` action.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { ScreenProps } from '../../crud/registry';
import { SchemaForm } from '../../crud/SchemaForm';
import { FormScreen, type FormBodyProps } from '../../crud/FormScreen';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import { formSchema, schemaDef, type JsonSchema } from '../../providers/schemas';
import { failureMessage } from '../../providers/failure';
import { PickerInput, autocompleteTexts } from '../../crud/widgets';

type Data = Record<string, unknown>;

export const PRODUCTS_CALL = 'deviceProductList';
const CHECK_CALL = 'alarmRuleCheckExist';

export interface Product {
  id: number;
  productKey: string;
  name: string;
  model: string;
  brand?: string;
  status?: number;
}

/** The threshold rule of each source type, read from the schema's `allOf` (if sourceType = X then threshold …). */
export function thresholdRules(form: JsonSchema): Record<string, { threshold: JsonSchema; windowMinutes?: JsonSchema; requiresWindow: boolean }> {
  const out: Record<string, { threshold: JsonSchema; windowMinutes?: JsonSchema; requiresWindow: boolean }> = {};
  for (const branch of (form.allOf as JsonSchema[] | undefined) ?? []) {
    const when = (branch.if as JsonSchema | undefined)?.properties?.sourceType?.const;
    const then = branch.then as JsonSchema | undefined;
    if (typeof when !== 'string' || !then?.properties?.threshold) continue;
    out[when] = {
      threshold: then.properties.threshold,
      windowMinutes: then.properties.windowMinutes,
      requiresWindow: Boolean(then.required?.includes('windowMinutes')),
    };
  }
  return out;
}

/** Of a rule that takes a whole number or its digits (`anyOf: [integer, string]`), the text of digits. */
function digitsOf(rule: JsonSchema | undefined): JsonSchema | undefined {
  const alts = rule?.anyOf as JsonSchema[] | undefined;
  const text = alts?.find((a) => a.type === 'string');
  if (!text) return undefined;
  return { ...text, 'x-message': text['x-message'] ?? rule?.['x-message'] };
}

/** The integer range of a rule (`anyOf[integer]`), for what the form says before submit. */
export function rangeOf(rule: JsonSchema | undefined): { min: number; max: number } | undefined {
  const int = (rule?.anyOf as JsonSchema[] | undefined)?.find((a) => a.type === 'integer');
  if (typeof int?.minimum !== 'number' || typeof int?.maximum !== 'number') return undefined;
  return { min: int.minimum, max: int.maximum };
}

/**
 * The form's schema for the chosen source type: the declared form without its `allOf`, the threshold as that
 * source type's text of digits, `windowMinutes` only where it applies (required there). Without a source
 * type chosen yet, the threshold is a text of digits of the widest range the schema allows.
 */
export function ruleSchema(form: JsonSchema, sourceType: unknown): JsonSchema {
  const rules = thresholdRules(form);
  const rule = typeof sourceType === 'string' ? rules[sourceType] : undefined;
  const { allOf: _allOf, ...rest } = form;
  const properties: Record<string, JsonSchema> = { ...(form.properties ?? {}) };
  const threshold = digitsOf(rule?.threshold) ?? { type: 'string', pattern: '^[0-9]+$', maxLength: 3 };
  properties.threshold = threshold;
  const required = [...(form.required ?? [])];
  if (rule?.windowMinutes) {
    properties.windowMinutes = digitsOf(rule.windowMinutes) ?? rule.windowMinutes;
    if (rule.requiresWindow && !required.includes('windowMinutes')) required.push('windowMinutes');
  } else {
    delete properties.windowMinutes;
  }
  return { ...rest, properties, required };
}

/** The data the form starts with: numbers shown as their digits. */
function startData(record: Data | undefined): Data | undefined {
  if (!record) return record;
  const out: Data = { ...record };
  for (const k of ['threshold', 'windowMinutes']) if (typeof out[k] === 'number') out[k] = String(out[k]);
  return out;
}

/** What is sent: the digits of threshold and window as whole numbers, the window only for faultRepeat. */
export function ruleBody(data: Data, schema: JsonSchema): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null || v === '') continue;
    if (!schema.properties?.[k]) continue;
    out[k] = (k === 'threshold' || k === 'windowMinutes') && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  }
  return out;
}

/** The products (models) to choose from. */
function useProducts() {
  return useQuery({
    queryKey: ['alarm-rules', PRODUCTS_CALL],
    queryFn: ({ signal }) => undescribed<Product[]>(callOperation(PRODUCTS_CALL, {}, { signal })),
    staleTime: 60_000,
  });
}

const productLabel = (p: Product) => `${p.name}（${p.model}）`;

/** The model picker: the products by name and model, the value their key (the rule's `source`). */
function ProductWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const translate = useTranslate();
  const products = useProducts();
  const options = products.data ?? [];
  const selected = options.find((p) => p.productKey === value) ?? null;
  return (
    <>
      <Autocomplete<Product>
        id={id}
        options={options}
        value={selected}
        loading={products.isPending}
        disabled={disabled || readonly}
        {...autocompleteTexts(translate)}
        isOptionEqualToValue={(a, b) => a.productKey === b.productKey}
        getOptionLabel={productLabel}
        filterOptions={(list, state) => {
          const q = state.inputValue.trim().toLowerCase();
          return q ? list.filter((p) => [p.name, p.model, p.productKey, p.brand ?? ''].some((s) => s.toLowerCase().includes(q))) : list;
        }}
        onChange={(_, p) => onChange(p ? p.productKey : undefined)}
        onBlur={() => onBlur(id, value)}
        renderOption={(optionProps, p) => {
          const { key, ...rest } = optionProps as typeof optionProps & { key: string };
          const labelId = `${id}-option-${p.id}`;
          return (
            <li key={key} {...rest} aria-labelledby={labelId} aria-describedby={`${labelId}-key`}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" variant="body2" id={labelId} data-option-label>
                  {productLabel(p)}
                </Typography>
                <Typography id={`${labelId}-key`} component="div" variant="caption" color="text.secondary">
                  {translate('screens.alarms.rule.productKey', { key: p.productKey })}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <PickerInput
            params={params}
            widget={props}
            helperText={selected ? translate('screens.alarms.rule.productKey', { key: selected.productKey }) : undefined}
          />
        )}
      />
      {Boolean(products.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failureMessage(products.error, translate)}
        </Alert>
      )}
    </>
  );
}

/** The threshold rule of the chosen source type, said in words before anything is sent. */
function RuleSummary({ form, sourceType }: { form: JsonSchema; sourceType: unknown }) {
  const translate = useTranslate();
  const rules = thresholdRules(form);
  const rule = typeof sourceType === 'string' ? rules[sourceType] : undefined;
  if (!rule) {
    return (
      <Alert severity="info" role="status" sx={{ mx: 2, mt: 2 }}>
        {translate('screens.alarms.rule.chooseSourceType')}
      </Alert>
    );
  }
  const range = rangeOf(rule.threshold) ?? { min: 0, max: 0 };
  const window = rangeOf(rule.windowMinutes);
  return (
    <Alert severity="info" role="status" sx={{ mx: 2, mt: 2 }} data-testid="alarm-rule-summary">
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {translate(`screens.alarms.rule.meaning.${sourceType}`, { min: range.min, max: range.max })}
      </Typography>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {translate('screens.alarms.rule.digitsOnly', { min: range.min, max: range.max })}
        {window ? ` ${translate('screens.alarms.rule.window', { min: window.min, max: window.max })}` : ''}
      </Typography>
    </Alert>
  );
}

/** A rule whose `source` is one of an enum (a channel) rather than a model picked from the products. */
const namesChannel = (schema: JsonSchema | undefined) => Array.isArray(schema?.properties?.source?.enum);
/** The texts that differ between model rules and channel rules. */
const textsOf = (schema: JsonSchema | undefined) => (namesChannel(schema) ? 'screens.payAlarms.rule' : 'screens.alarms.rule');

/** On creation: whether this model (or channel) already has a rule of this source type (the server refuses a second). */
function ExistingRule({ declaration, sourceType, source, texts }: { declaration: ResourceDeclaration; sourceType: unknown; source: unknown; texts: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const ready = typeof sourceType === 'string' && typeof source === 'string' && source !== '';
  const check = declaration.calls.actions?.checkExist ?? CHECK_CALL;
  const exists = useQuery({
    queryKey: [declaration.name, check, sourceType, source],
    queryFn: ({ signal }) => undescribed<boolean>(callDeclared(check, { sourceType, source }, { signal, report: false })),
    enabled: ready,
    retry: false,
  });
  if (!ready || exists.data !== true) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }} role="alert">
      {translate(`${texts}.exists`)}{' '}
      <Link component={RouterLink} to={createPath({ resource: declaration.name, type: 'edit', id: `${sourceType}/${source}` })}>
        {translate('screens.alarms.rule.editExisting')}
      </Link>
    </Alert>
  );
}

function AlarmRuleBody({ declaration, kind, record, saving, onSubmit }: FormBodyProps) {
  const translate = useTranslate();
  const form = formSchema(declaration, kind);
  // the form's values as they change, so the source type can pick the threshold's rule
  const [values, setValues] = useState<Data>(() => startData(kind === 'create' ? { level: 'warning', status: 1, ...record } : record) ?? {});
  const sourceType = values.sourceType;
  const schema = useMemo(() => (form ? ruleSchema(form, sourceType) : undefined), [form, sourceType]);
  const rules = useMemo(() => (form ? thresholdRules(form) : {}), [form]);
  const range = rangeOf(typeof sourceType === 'string' ? rules[sourceType]?.threshold : undefined);

  const uiSchema = useMemo<UiSchema>(
    () => ({
      // the order reads as the rule does: what is watched, on which model, from what value
      'ui:order': ['sourceType', 'source', 'threshold', 'windowMinutes', 'level', 'status', 'remark'].filter((f) => schema?.properties?.[f]).concat('*'),
      source: { ...(namesChannel(schema) ? {} : { 'ui:widget': ProductWidget }), ...(kind === 'edit' ? { 'ui:readonly': true } : {}) },
      sourceType: kind === 'edit' ? { 'ui:readonly': true } : {},
      threshold: {
        'ui:options': { inputType: 'text' },
        ...(range ? { 'ui:help': translate('screens.alarms.rule.thresholdHelp', { min: range.min, max: range.max }) } : {}),
      },
      windowMinutes: { 'ui:help': translate(`${textsOf(schema)}.windowHelp`) },
      remark: { 'ui:widget': 'textarea', 'ui:options': { rows: 2 } },
    }),
    [kind, range, translate, schema],
  );

  if (!form || !schema) return <Alert severity="warning">{translate('crud.noForm')}</Alert>;
  return (
    <>
      <RuleSummary form={form} sourceType={sourceType} />
      {kind === 'create' && <ExistingRule declaration={declaration} sourceType={values.sourceType} source={values.source} texts={textsOf(schema)} />}
      <SchemaForm
        declaration={declaration}
        kind={kind}
        record={values}
        saving={saving}
        schema={schema}
        uiSchema={uiSchema}
        onChange={setValues}
        onSubmit={(data) => onSubmit(ruleBody(data, schema))}
      />
    </>
  );
}

export function AlarmRuleForm({ declaration }: ScreenProps) {
  return <FormScreen declaration={declaration} body={AlarmRuleBody} redirect="list" />;
}

export default AlarmRuleForm;

// the schema of one threshold range, for tests and other screens that say the rule
export const thresholdDef = (name: 'threshold1to100' | 'threshold2to500' | 'threshold1to500') => schemaDef('devices/alarm.schema.json', name);

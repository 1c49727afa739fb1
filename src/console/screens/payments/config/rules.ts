/**
 * The config form's rules, shown before submit (the server checks the same ones and answers their codes):
 * lengths, links, timeout, and what the chosen channel needs (src/domain/pay-config-rules.ts).
 */
import { PAY_CONFIG_LIMITS, channelRule } from '../../../../domain/pay-config-rules';

export interface ConfigValues {
  name: string;
  channel: string;
  channelType: string;
  currency: string;
  isDefault: boolean;
  remark: string;
  merchantNo: string;
  appId: string;
  subMerchantId: string;
  tradeUrl: string;
  queryUrl: string;
  timeoutSeconds: string;
  configText: string;
  secret: string;
}

export interface Problem {
  key: string;
  args?: Record<string, unknown>;
}

const URL_PATTERN = /^https?:\/\/[^\s]+$/;
const length = (s: string) => [...s].length;

/** What is wrong with the values, by field (empty when the form may be sent). */
export function configProblems(v: ConfigValues, certificate: { stored: boolean; uploaded: boolean }): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const tooLong = (field: keyof ConfigValues, max: number) => {
    if (length(String(v[field])) > max) out[field] = { key: 'payconfig.form.tooLong', args: { max } };
  };
  if (!v.name.trim()) out.name = { key: 'payconfig.form.required' };
  tooLong('name', PAY_CONFIG_LIMITS.name);
  tooLong('remark', PAY_CONFIG_LIMITS.remark);
  tooLong('configText', PAY_CONFIG_LIMITS.configText);
  for (const f of ['tradeUrl', 'queryUrl'] as const) if (v[f] && !URL_PATTERN.test(v[f])) out[f] = { key: 'payconfig.form.badUrl' };
  const t = Number(v.timeoutSeconds);
  if (!Number.isInteger(t) || t < PAY_CONFIG_LIMITS.timeoutMin || t > PAY_CONFIG_LIMITS.timeoutMax) {
    out.timeoutSeconds = { key: 'payconfig.form.badTimeout', args: { min: PAY_CONFIG_LIMITS.timeoutMin, max: PAY_CONFIG_LIMITS.timeoutMax } };
  }
  const rule = channelRule(v.channel);
  if (!rule) out.channel = { key: 'payconfig.form.required' };
  if (rule?.merchantNo && !v.merchantNo.trim()) out.merchantNo = { key: 'payconfig.form.merchantNoRequired' };
  if (rule?.certificate && !certificate.stored && !certificate.uploaded) out.certificate = { key: 'payconfig.form.certificateRequired' };
  return out;
}

/** The request body of the values: empty optional fields left out, so a secret left empty keeps the stored one. */
export function configBody(v: ConfigValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: v.name.trim(),
    channel: v.channel,
    channelType: v.channelType,
    currency: v.currency,
    isDefault: v.isDefault,
    timeoutSeconds: Number(v.timeoutSeconds),
  };
  for (const f of ['remark', 'merchantNo', 'appId', 'subMerchantId', 'tradeUrl', 'queryUrl', 'configText', 'secret'] as const) {
    const value = f === 'secret' ? v[f] : v[f].trim();
    if (value) body[f] = value;
  }
  return body;
}

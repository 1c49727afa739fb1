/**
 * Choices a call answers (`x-options: {call, value, label}` on a field: an app's class from
 * /appCenter/classify/queryList): the form's select offers them, and lists and detail screens show a stored value
 * by its label, never its code.
 */
import { useQuery } from '@tanstack/react-query';
import { callDeclared, undescribed } from '../providers/http';
import type { JsonSchema } from '../providers/schemas';

type Row = Record<string, unknown>;
export type CallOptions = NonNullable<JsonSchema['x-options']>;

/** The rows of an options call, fetched once and kept for five minutes. */
export function useCallOptions(call: string) {
  return useQuery({
    queryKey: ['callOptions', call],
    queryFn: ({ signal }) => undescribed<Row[]>(callDeclared(call, {}, { signal })),
    staleTime: 5 * 60_000,
  });
}

/** A stored value by the label its options call gives it (the value itself until the answer comes, or if none matches). */
export function OptionText({ options, value }: { options: CallOptions; value: unknown }) {
  const choices = useCallOptions(options.call);
  if (value === undefined || value === null || value === '') return <>—</>;
  const row = choices.data?.find((r) => String(r[options.value]) === String(value));
  return <>{row ? String(row[options.label]) : choices.isPending ? '' : String(value)}</>;
}

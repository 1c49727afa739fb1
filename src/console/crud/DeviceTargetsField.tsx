/**
 * A form's list of devices (`x-targets` in the schema: a release's serial numbers) filled by the one targeting
 * control (ui/DeviceTargets.tsx): a filter or devices picked by search, resolved by the server to the serial
 * numbers the caller may see. `when` names the sibling values under which the list applies (a release's scope
 * "devices"); otherwise the control is not shown and the list stays empty. SchemaForm asks "Send to N
 * devices?" before a form holding such a list is sent.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { DeviceTargets } from '../ui/DeviceTargets';

/** The keyword's value (schemas/apps/release.schema.json: `{ max: 100, when: { scope: 'devices' } }`). */
export interface TargetsKeyword {
  max: number;
  when?: Record<string, unknown>;
}

/** Whether the form's data meets the keyword's `when`. */
export const targetsApply = (rule: TargetsKeyword, data: Record<string, unknown>) => Object.entries(rule.when ?? {}).every(([k, v]) => data[k] === v);

export function DeviceTargetsField({ formData, onChange, schema, uiSchema, rawErrors, registry, fieldPathId, required }: FieldProps<string[] | undefined>) {
  const rule = schema['x-targets'] as TargetsKeyword;
  const data = ((registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData ?? {}) as Record<string, unknown>;
  const active = targetsApply(rule, data);
  const path = fieldPathId.path;
  useEffect(() => {
    // out of its scope the list is not sent (the server refuses it there)
    if (!active && formData !== undefined) onChange(undefined, path);
  }, [active, formData, onChange, path]);
  if (!active) return null;
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? '';
  return (
    <Box>
      <Typography variant="subtitle2" component="div" sx={{ mb: 1 }}>
        {title}
        {required ? ' *' : ''}
      </Typography>
      {/* devices named one by one: the filter's empty choice (every device) is the form's other scope */}
      <DeviceTargets max={rule.max} label={title} startPicking onResolved={(r) => onChange(r?.serialNums, path)} />
      {(rawErrors ?? []).map((e) => (
        <FormHelperText key={e} error>
          {e}
        </FormHelperText>
      ))}
    </Box>
  );
}

/**
 * Form widgets registered by name, so a uiSchema stays JSON: `reference` picks a record of another
 * resource (searching its list call by the record label), falling back to a number input when the
 * contract has no list call for that resource.
 */
import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useGetList, useGetMany, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { declarationOf } from './declarations';
import { offers } from '../providers/offers';
import { callOperation } from '../providers/http';

interface Option {
  id: string | number;
  label: string;
}

function NumberFallback(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors = [], hideLabel } = props;
  return (
    <TextField
      id={id}
      name={props.htmlName ?? id}
      type="number"
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      value={value ?? ''}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      fullWidth
      slotProps={{ htmlInput: { 'aria-invalid': rawErrors.length > 0 } }}
    />
  );
}

/** Choices from the declaration's options call, with the values the picking form has chosen so far. */
function useOptionRecords(resource: string, formData: Record<string, unknown> | undefined) {
  const options = declarationOf(resource)!.calls.options;
  const params = Object.fromEntries(
    Object.entries(options?.from ?? {})
      .map(([param, field]) => [param, formData?.[field]])
      .filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return useQuery({
    queryKey: [resource, 'options', params],
    queryFn: ({ signal }) => callOperation<Array<Record<string, unknown>>>(options!.call, params, { signal }),
    enabled: Boolean(options),
  });
}

function ReferencePicker(props: WidgetProps & { resource: string }) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, rawErrors = [], hideLabel, resource } = props;
  const translate = useTranslate();
  const decl = declarationOf(resource)!;
  const [search, setSearch] = useState('');
  const labelField = decl.recordLabel;
  const viaOptions = Boolean(decl.calls.options);
  const formData = (props.registry?.formContext as { formData?: Record<string, unknown> } | undefined)?.formData;
  const optionCall = useOptionRecords(resource, formData);
  const listCall = useGetList(
    resource,
    { pagination: { page: 1, perPage: 50 }, sort: decl.list.defaultSort, filter: search ? { [labelField]: search } : {} },
    { enabled: !viaOptions },
  );
  const found = viaOptions
    ? (optionCall.data ?? []).filter((r) => !search || String(r[labelField] ?? '').includes(search))
    : (listCall.data ?? []);
  const isPending = viaOptions ? optionCall.isPending : listCall.isPending;
  const hasValue = value !== undefined && value !== null && value !== '';
  const { data: current = [] } = useGetMany(resource, { ids: hasValue ? [value] : [] }, { enabled: hasValue });
  const options: Option[] = useMemo(() => {
    const seen = new Map<string, Option>();
    for (const r of [...current, ...found]) seen.set(String(r.id), { id: r.id as Option['id'], label: String(r[labelField] ?? r.id) });
    return [...seen.values()];
  }, [found, current, labelField]);
  const selected = hasValue ? (options.find((o) => String(o.id) === String(value)) ?? { id: value, label: String(value) }) : null;

  return (
    <Autocomplete<Option>
      id={id}
      options={options}
      value={selected}
      loading={isPending}
      disabled={disabled || readonly}
      noOptionsText={translate('crud.noOptions')}
      loadingText={translate('app.loading')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      getOptionLabel={(o) => o.label}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      onChange={(_, option) => onChange(option ? Number(option.id) : undefined)}
      onBlur={() => onBlur(id, value)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={hideLabel ? undefined : label}
          required={required}
          error={rawErrors.length > 0}
          placeholder={translate('crud.select')}
        />
      )}
    />
  );
}

export function ReferenceWidget(props: WidgetProps) {
  const resource = props.options?.resource as string | undefined;
  const decl = resource ? declarationOf(resource) : undefined;
  if (!resource || !decl || !offers(decl, 'list')) return <NumberFallback {...props} />;
  return <ReferencePicker {...props} resource={resource} />;
}

export const WIDGETS: RegistryWidgetsType = {
  reference: ReferenceWidget,
};

/**
 * Form widgets registered by name, so a uiSchema stays JSON, and the form's layout template.
 *
 * `reference` picks a record of another
 * resource — from the declaration's options call when it has one (with the form's fields it depends on),
 * else by searching its list call by the record label — falling back to a number input when the contract
 * has no list call for that resource.
 *
 * The picker offers what the server will take and says why not otherwise: records of a tree (`parentId`
 * naming another record of the answer) show under their parent with their path; a record that is not
 * enabled (`status` other than 1) is marked and cannot be chosen; a record owned by an organisation
 * (`orgName`) says whose it is. A choice the form's other fields no longer allow (the organisation changed
 * and its roles do not include it) is let go.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, Box, Chip, MenuItem, TextField, Typography, type AutocompleteRenderInputParams } from '@mui/material';
import type { ObjectFieldTemplateProps, RegistryWidgetsType, TemplatesType, UiSchema, WidgetProps } from '@rjsf/utils';
import { useGetList, useGetMany, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import { declarationOf, referenceNameField } from './declarations';
import { offers } from '../providers/offers';
import { callDeclared, undescribed } from '../providers/http';
import { UploadWidget } from './UploadWidget';
import { useCallOptions } from './callOptions';

type Row = Record<string, unknown>;

/** An Autocomplete's own texts (no options, loading, open, close, clear) in the user's language: the pickers of the forms share them. */
export const autocompleteTexts = (translate: (key: string) => string) => ({
  noOptionsText: translate('crud.noOptions'),
  loadingText: translate('app.loading'),
  openText: translate('ra.action.open'),
  closeText: translate('ra.action.close'),
  clearText: translate('ra.action.clear_input_value'),
});

/** A picker widget's input: the field's label (unless the form hides it), its required mark and error, the "select" placeholder and a hint below. */
export function PickerInput({ params, widget, helperText }: { params: AutocompleteRenderInputParams; widget: WidgetProps; helperText?: string }) {
  const translate = useTranslate();
  const { label, hideLabel, required, rawErrors = [] } = widget;
  return (
    <TextField
      {...params}
      label={hideLabel ? undefined : label}
      required={required}
      error={rawErrors.length > 0}
      placeholder={translate('crud.select')}
      helperText={helperText}
    />
  );
}

interface Option {
  id: string | number;
  label: string;
  /** 1 for a record whose parent is not among the choices, 2 under it, and so on. */
  level: number;
  /** The labels of its ancestors among the choices, top first. */
  path: string[];
  /** Why it cannot be chosen, if it cannot. */
  blocked?: string;
  /** Whose record it is (`orgName`). */
  owner?: string;
}

/** What a picking form shares with its widgets (SchemaForm's formContext). */
interface PickingContext {
  formData?: Row;
  /** The record being edited, whose `<name>Name` fields name its current references (`roleId` → `roleName`). */
  record?: Row;
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

/** The parameters of the options call: the picking form's values of the fields it depends on. */
function optionParams(resource: string, formData: Row | undefined): Row {
  const options = declarationOf(resource)!.calls.options;
  return Object.fromEntries(
    Object.entries(options?.from ?? {})
      .map(([param, field]) => [param, formData?.[field]])
      .filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

/** Choices from the declaration's options call, with the values the picking form has chosen so far. */
function useOptionRecords(resource: string, params: Row) {
  const options = declarationOf(resource)!.calls.options;
  return useQuery({
    queryKey: [resource, 'options', params],
    queryFn: ({ signal }) => undescribed<Row[]>(callDeclared(options!.call, params, { signal })),
    enabled: Boolean(options),
  });
}

/** Records as choices: in the answer's order, each with its level and path when they form a tree. */
function toOptions(rows: Row[], labelField: string, blocked: string, ownerOf: (org: string) => string): Option[] {
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const pathOf = (r: Row): string[] => {
    const path: string[] = [];
    const seen = new Set<string>();
    let parent = r.parentId === undefined || r.parentId === null ? undefined : byId.get(String(r.parentId));
    while (parent && !seen.has(String(parent.id))) {
      seen.add(String(parent.id));
      path.unshift(String(parent[labelField] ?? parent.id));
      parent = parent.parentId === undefined || parent.parentId === null ? undefined : byId.get(String(parent.parentId));
    }
    return path;
  };
  return rows.map((r) => {
    const path = pathOf(r);
    return {
      id: r.id as Option['id'],
      label: String(r[labelField] ?? r.id),
      level: path.length + 1,
      path,
      blocked: typeof r.status === 'number' && r.status !== 1 ? blocked : undefined,
      owner: typeof r.orgName === 'string' && r.orgName ? ownerOf(r.orgName) : undefined,
    };
  });
}

function ReferencePicker(props: WidgetProps & { resource: string }) {
  const { id, name, value, disabled, readonly, onChange, onBlur, resource } = props;
  const translate = useTranslate();
  const decl = declarationOf(resource)!;
  const [search, setSearch] = useState('');
  const labelField = decl.recordLabel;
  const viaOptions = Boolean(decl.calls.options);
  const context = (props.registry?.formContext ?? {}) as PickingContext;
  const params = optionParams(resource, context.formData);
  const paramsKey = JSON.stringify(params);
  const optionCall = useOptionRecords(resource, params);
  // the picking form's narrowing of the list (pickers in its declaration): fixed filters and its fields' values
  const picker = props.options?.picker as { from?: Record<string, string>; fixed?: Record<string, unknown> } | undefined;
  const narrowing: Row = { ...picker?.fixed };
  for (const [filter, field] of Object.entries(picker?.from ?? {})) {
    const v = context.formData?.[field];
    if (v !== undefined && v !== null && v !== '') narrowing[filter] = v;
  }
  const listCall = useGetList(
    resource,
    { pagination: { page: 1, perPage: 50 }, sort: decl.list.defaultSort, filter: { ...narrowing, ...(search ? { [labelField]: search } : {}) } },
    { enabled: !viaOptions },
  );
  const hasValue = value !== undefined && value !== null && value !== '';
  const blocked = translate('crud.optionDisabled');
  const recordName = translate(`resources.${resource}.name`, { smart_count: 1 });
  const ownerOf = (org: string) => translate('crud.ownedBy', { org, name: recordName });
  const all = useMemo(
    () => toOptions(viaOptions ? (optionCall.data ?? []) : ((listCall.data ?? []) as Row[]), labelField, blocked, ownerOf),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ownerOf is new at each render; recordName, what it reads, is listed
    [viaOptions, optionCall.data, listCall.data, labelField, blocked, recordName],
  );
  const needle = search.trim().toLowerCase();
  const found = viaOptions && needle ? all.filter((o) => o.label.toLowerCase().includes(needle)) : all;
  const isPending = viaOptions ? optionCall.isPending : listCall.isPending;

  // the current value's name: among the choices, else as the edited record names it, else read by id
  const inChoices = hasValue ? all.find((o) => String(o.id) === String(value)) : undefined;
  const nameField = referenceNameField(name);
  const recordLabel =
    hasValue && context.record && String(context.record[name]) === String(value) && typeof context.record[nameField] === 'string'
      ? (context.record[nameField] as string)
      : undefined;
  const settled = viaOptions ? optionCall.isFetched : listCall.isFetched;
  const { data: current = [] } = useGetMany(resource, { ids: hasValue ? [value] : [] }, { enabled: hasValue && settled && !inChoices && !recordLabel });
  const selected: Option | null = !hasValue
    ? null
    : (inChoices ?? {
        id: value,
        label: recordLabel ?? String((current[0] as Row | undefined)?.[labelField] ?? value),
        level: 1,
        path: [],
      });

  // the form's fields this picker depends on changed and the new choices lack the current one: it goes
  const firstParams = useRef(paramsKey);
  useEffect(() => {
    if (!viaOptions || !hasValue || paramsKey === firstParams.current) return;
    if (!optionCall.isFetched || optionCall.isFetching || optionCall.isError) return;
    if (!all.some((o) => String(o.id) === String(value) && !o.blocked)) onChange(undefined);
  }, [viaOptions, hasValue, paramsKey, optionCall.isFetched, optionCall.isFetching, optionCall.isError, all, value, onChange]);

  const options = found.some((o) => String(o.id) === String(selected?.id)) || !selected ? found : [selected, ...found];

  return (
    <Autocomplete<Option>
      id={id}
      options={options}
      value={selected}
      loading={isPending}
      disabled={disabled || readonly}
      {...autocompleteTexts(translate)}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      getOptionDisabled={(o) => Boolean(o.blocked)}
      getOptionLabel={(o) => o.label}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      onChange={(_, option) => {
        setSearch('');
        onChange(option ? Number(option.id) : undefined);
      }}
      onBlur={() => onBlur(id, value)}
      renderOption={(optionProps, o) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        // a tree shows each record under its parent; found by typing, each says where it is
        const indent = needle ? 0 : o.level - 1;
        const details = [o.path.length ? o.path.join(' › ') : undefined, o.owner].filter(Boolean).join(' · ');
        // named by its label; where it is, whose it is and why it cannot be chosen describe it
        const labelId = `${id}-option-${o.id}`;
        const described = [o.blocked ? `${labelId}-blocked` : '', details ? `${labelId}-details` : ''].filter(Boolean).join(' ');
        return (
          <li
            key={key}
            {...rest}
            aria-labelledby={labelId}
            aria-describedby={described || undefined}
            data-level={o.level}
            style={{ ...rest.style, paddingLeft: 16 + indent * 20 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="span" variant="body2" id={labelId} data-option-label>
                  {o.label}
                </Typography>
                {o.blocked && <Chip id={`${labelId}-blocked`} size="small" variant="outlined" label={o.blocked} />}
              </Box>
              {details && (
                <Typography id={`${labelId}-details`} component="div" variant="caption" color="text.secondary">
                  {details}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => <PickerInput params={params} widget={props} helperText={selected?.blocked} />}
    />
  );
}

export function ReferenceWidget(props: WidgetProps) {
  const resource = props.options?.resource as string | undefined;
  const decl = resource ? declarationOf(resource) : undefined;
  if (!resource || !decl || !offers(decl, 'list')) return <NumberFallback {...props} />;
  return <ReferencePicker {...props} resource={resource} />;
}

/**
 * A text field whose choices a call answers (`x-options: {call, value, label}` in the schema: an app's class
 * from /appCenter/classify/queryList): a select of the call's rows, `label` shown (in the caller's language, as
 * the server words it), `value` kept. The server checks the value anyway; this only helps choose it.
 */
export function CallOptionsWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors = [], hideLabel } = props;
  const options = props.options as unknown as { call: string; value: string; label: string };
  const choices = useCallOptions(options.call);
  return (
    <TextField
      id={id}
      name={props.htmlName ?? id}
      select
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      value={value ?? ''}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      fullWidth
      slotProps={{ htmlInput: { 'aria-invalid': rawErrors.length > 0 } }}
    >
      {(choices.data ?? []).map((row) => (
        <MenuItem key={String(row[options.value])} value={String(row[options.value])}>
          {String(row[options.label])}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const WIDGETS: RegistryWidgetsType = {
  reference: ReferenceWidget,
  upload: UploadWidget,
  callOptions: CallOptionsWidget,
};

/** The narrowest a form is laid out in two columns (below it, one: phones, dialogs, narrow panes). */
export const TWO_COLUMNS_FROM = 640;

/** Whether a field takes the whole width of the form: custom fields (a tree), text areas, or `wide: true`. */
function isWide(ui: UiSchema | undefined): boolean {
  if (!ui) return false;
  const options = (ui['ui:options'] ?? {}) as { wide?: boolean; widget?: string };
  return Boolean(ui['ui:field']) || ui['ui:widget'] === 'textarea' || options.widget === 'textarea' || options.wide === true;
}

/**
 * The fields of a form in a grid: one column, two once the form itself is wide enough (a container query on
 * the form's own width, so a form in a dialog or a narrow pane stays in one), with small gaps.
 */
function FormGrid({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  return (
    <Box
      data-form-grid={fieldPathId.$id}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1.5,
        [`@container (min-width: ${TWO_COLUMNS_FROM}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {properties.map((p) =>
        p.hidden ? (
          p.content
        ) : (
          <Box key={p.name} data-field={p.name} sx={{ minWidth: 0, gridColumn: isWide(uiSchema?.[p.name] as UiSchema | undefined) ? '1 / -1' : undefined }}>
            {p.content}
          </Box>
        ),
      )}
    </Box>
  );
}

export const TEMPLATES: Partial<TemplatesType> = {
  ObjectFieldTemplate: FormGrid,
};

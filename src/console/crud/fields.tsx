/** How a value of a record is shown in lists and detail screens, by the column's declared type. */
import type { ReactNode } from 'react';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { Column, ResourceDeclaration } from '../../../resources/types';
import { enumGroupOf, optionsOf, referenceNameField, referenceOf, uploadOf } from './declarations';
import { OptionText } from './callOptions';
import { uploadedUrl } from './UploadWidget';
import { MoneyText } from '../ui/money';
import { DATE_TIME_PARTS, useIntlLocale } from '../ui/locale';

const EMPTY = '—';

/** The status of a record as a chip: 1 enabled (green), 0 disabled (grey), with translated labels. */
export function StatusChip({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return <>{EMPTY}</>;
  const enabled = Number(value) === 1;
  return (
    <Chip
      size="small"
      color={enabled ? 'success' : 'default'}
      variant={enabled ? 'filled' : 'outlined'}
      label={translate(`enum.status.${value}`, { _: String(value) })}
      data-status={String(value)}
    />
  );
}

/** An enum value by its label; a list of them (an ad's play days) as the user's language lists words. */
export function EnumText({ group, value }: { group: string; value: unknown }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (value === undefined || value === null || value === '') return <>{EMPTY}</>;
  const label = (v: unknown) => translate(`enum.${group}.${v}`, { _: String(v) });
  if (Array.isArray(value)) return <>{value.length ? new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(value.map(label)) : EMPTY}</>;
  return <>{label(value)}</>;
}

export function DateTimeText({ value }: { value: unknown }) {
  const locale = useIntlLocale();
  if (!value) return <>{EMPTY}</>;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return <>{String(value)}</>;
  return (
    <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {date.toLocaleString(locale, DATE_TIME_PARTS)}
    </time>
  );
}

export function BooleanText({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null) return <>{EMPTY}</>;
  return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}

/** A thumbnail of an uploaded image (`x-upload`), read by its key: an `<img>` needs no token. */
function Thumbnail({ decl, column, value }: { decl: ResourceDeclaration; column: Column; value: unknown }) {
  const upload = uploadOf(decl, column.source);
  if (!value || !upload) return <>{EMPTY}</>;
  return <img src={uploadedUrl(upload.url, value)} alt="" width={40} height={40} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} />;
}

/**
 * Renders one value as the column says. A money column is in the major unit, in the record's `currency`
 * when it has one, else in the platform's.
 */
export function renderValue(decl: ResourceDeclaration, column: Column, value: unknown, record?: Record<string, unknown>): ReactNode {
  if (column.type === 'status') return <StatusChip value={value} />;
  if (column.type === 'datetime') return <DateTimeText value={value} />;
  if (column.type === 'boolean') return <BooleanText value={value} />;
  if (column.type === 'image') return <Thumbnail decl={decl} column={column} value={value} />;
  const group = enumGroupOf(decl, column);
  if (group) return <EnumText group={group} value={value} />;
  const options = optionsOf(decl, column.source);
  if (options) return <OptionText options={options} value={value} />;
  // a reference shows the name of the record it names, when the record carries it (`advertiserName`)
  const name = referenceOf(decl, column.source) ? record?.[referenceNameField(column.source)] : undefined;
  if (typeof name === 'string' && name) return name;
  if (value === undefined || value === null || value === '') return EMPTY;
  if (column.type === 'number' && typeof value === 'number') return value.toLocaleString();
  if (column.type === 'money' && typeof value === 'number')
    return <MoneyText amount={value} currency={typeof record?.currency === 'string' ? record.currency : undefined} />;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A column's value of the record in context. */
export function ColumnValue({ declaration, column }: { declaration: ResourceDeclaration; column: Column }) {
  const record = useRecordContext();
  return <>{renderValue(declaration, column, record?.[column.source], record)}</>;
}

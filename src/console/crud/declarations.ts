import { RESOURCES } from '../../../resources/index';
import type { Column, ResourceDeclaration } from '../../../resources/types';
import { SCHEMAS, SCHEMA_BASE } from '../../generated/schemas';
import { formSchema, recordSchema, type JsonSchema } from '../providers/schemas';

/** Declarations by name: the generic screens and widgets find a resource's declaration here. */
const registered = new Map<string, ResourceDeclaration>(RESOURCES.map((r) => [r.name, r]));

export function declarationOf(name: string): ResourceDeclaration | undefined {
  return registered.get(name);
}

/**
 * Fields that name a record of another resource by convention, in schemas that do not declare it
 * (`orgId` → organisations). A table's schema declares its own in `x-table.references[].resource`, which wins.
 */
const REFERENCE_FIELDS: Record<string, string> = {
  orgId: 'organisations',
  providerOrgId: 'organisations',
  roleId: 'roles',
  supplierId: 'suppliers',
  goodsId: 'goods',
  prizeTemplateId: 'couponTemplates',
  appId: 'apps',
  memberId: 'members',
  templateId: 'couponTemplates',
};

type TableAnnotation = { 'x-table'?: { references?: { field: string; resource?: string }[] } };

/**
 * The resource whose records `field` names, if any: an `x-table` reference of the schema file (at its root, or on
 * a `$defs` entry of a file holding several entities: a field means one thing in one file), else the convention;
 * `parentId` names the same resource.
 */
export function referenceOf(decl: ResourceDeclaration, field: string): string | undefined {
  if (field === 'parentId') return decl.name;
  const schema = SCHEMAS[SCHEMA_BASE + decl.schema] as (TableAnnotation & { $defs?: Record<string, TableAnnotation> }) | undefined;
  const tables = [schema, ...Object.values(schema?.$defs ?? {})].map((s) => s?.['x-table']);
  for (const table of tables) {
    const resource = table?.references?.find((r) => r.field === field)?.resource;
    if (resource) return resource;
  }
  return REFERENCE_FIELDS[field];
}

/** How a picker names a record of `decl`: its `choice.label` fields joined ("M00010000001 · 山田 太郎"), else its `recordLabel`. */
export function choiceLabel(decl: ResourceDeclaration, row: Record<string, unknown>): string {
  const fields = decl.choice?.label ?? [decl.recordLabel];
  const parts = fields.map((f) => row[f]).filter((v) => v !== undefined && v !== null && v !== '');
  return parts.length ? parts.map(String).join(' · ') : String(row.id);
}

/** The list filter a picker sends what the user types to: `choice.search`, else the `recordLabel`. */
export const searchFieldOf = (decl: ResourceDeclaration) => decl.choice?.search ?? decl.recordLabel;

/** The record's field holding the name of the record a reference field names (`advertiserId` → `advertiserName`). */
export const referenceNameField = (field: string) => `${field.replace(/Id$/, '')}Name`;

/** The schema of one field, from the record, the forms or the filter schema (in that order). */
export function fieldSchema(decl: ResourceDeclaration, field: string): JsonSchema | undefined {
  return (
    recordSchema(decl)?.properties?.[field] ??
    formSchema(decl, 'create')?.properties?.[field] ??
    formSchema(decl, 'edit')?.properties?.[field] ??
    formSchema(decl, 'filter')?.properties?.[field]
  );
}

/** The upload a field holds the answer of (`x-upload` on the create or edit form's property), if any. */
export function uploadOf(decl: ResourceDeclaration, field: string): JsonSchema['x-upload'] {
  return formSchema(decl, 'create')?.properties?.[field]?.['x-upload'] ?? formSchema(decl, 'edit')?.properties?.[field]?.['x-upload'];
}

/** The call whose answer names a field's values (`x-options` on the create or edit form's property), if any. */
export function optionsOf(decl: ResourceDeclaration, field: string): JsonSchema['x-options'] {
  return formSchema(decl, 'create')?.properties?.[field]?.['x-options'] ?? formSchema(decl, 'edit')?.properties?.[field]?.['x-options'];
}

/** The i18n enum group of a column or field (`status`, `orgType`), if it shows an enum. */
export function enumGroupOf(decl: ResourceDeclaration, column: Column): string | undefined {
  if (column.type === 'status') return 'status';
  if (column.enum) return column.enum;
  // the record's schema may carry the field plainer than the forms do; a list of enum values (an ad's play days)
  // names its group on its items
  const schemas = [
    fieldSchema(decl, column.source),
    formSchema(decl, 'create')?.properties?.[column.source],
    formSchema(decl, 'edit')?.properties?.[column.source],
  ];
  const xEnum = schemas.map((p) => p?.['x-enum'] ?? p?.items?.['x-enum']).find((g) => typeof g === 'string');
  return typeof xEnum === 'string' ? xEnum : undefined;
}

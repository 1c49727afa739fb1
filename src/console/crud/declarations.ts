import { RESOURCES } from '../../../resources/index';
import type { Column, ResourceDeclaration } from '../../../resources/types';
import { formSchema, recordSchema, type JsonSchema } from '../providers/schemas';

/** Declarations by name: the generic screens and widgets find a resource's declaration here. */
const registered = new Map<string, ResourceDeclaration>(RESOURCES.map((r) => [r.name, r]));

export function declarationOf(name: string): ResourceDeclaration | undefined {
  return registered.get(name);
}

/**
 * Fields that name a record of another resource, by convention (`orgId` → organisations). `parentId`
 * names a record of the same resource.
 */
export const REFERENCE_FIELDS: Record<string, string> = {
  orgId: 'organisations',
  providerOrgId: 'organisations',
  roleId: 'roles',
  supplierId: 'suppliers',
  goodsId: 'goods',
  prizeTemplateId: 'couponTemplates',
  appId: 'apps',
};

export function referenceOf(decl: ResourceDeclaration, field: string): string | undefined {
  if (field === 'parentId') return decl.name;
  return REFERENCE_FIELDS[field];
}

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

/** The i18n enum group of a column or field (`status`, `orgType`), if it shows an enum. */
export function enumGroupOf(decl: ResourceDeclaration, column: Column): string | undefined {
  if (column.type === 'status') return 'status';
  if (column.enum) return column.enum;
  const xEnum = fieldSchema(decl, column.source)?.['x-enum'];
  return typeof xEnum === 'string' ? xEnum : undefined;
}

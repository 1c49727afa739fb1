/** List filters generated from the list call's request schema (`$defs[forms.filter]`), for the fields the declaration lists. */
import type { ReactElement } from 'react';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/types';
import { formSchema } from '../providers/schemas';

export function filterInputs(decl: ResourceDeclaration): ReactElement[] {
  const props = formSchema(decl, 'filter')?.properties ?? {};
  return decl.list.filters.map((source) => {
    const prop = props[source] ?? {};
    const group = prop['x-enum'];
    if (Array.isArray(prop.enum)) {
      const choices = prop.enum.map((v) => ({ id: v as string | number, name: typeof group === 'string' ? `enum.${group}.${v}` : String(v) }));
      return <SelectInput key={source} source={source} choices={choices} alwaysOn translateChoice={typeof group === 'string'} emptyText="crud.select" />;
    }
    if (prop.type === 'integer' || prop.type === 'number') return <NumberInput key={source} source={source} alwaysOn />;
    return <TextInput key={source} source={source} alwaysOn resettable slotProps={{ htmlInput: { maxLength: prop.maxLength } }} />;
  });
}

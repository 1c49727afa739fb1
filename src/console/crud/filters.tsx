/** List filters generated from the list call's request schema (`$defs[forms.filter]`), for the fields the declaration lists. */
import type { ReactElement } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/types';
import { formSchema } from '../providers/schemas';
import { choiceLabel, declarationOf, referenceOf, searchFieldOf } from './declarations';

export function filterInputs(decl: ResourceDeclaration): ReactElement[] {
  const props = formSchema(decl, 'filter')?.properties ?? {};
  return decl.list.filters.map((source) => {
    const prop = props[source] ?? {};
    const group = prop['x-enum'];
    if (Array.isArray(prop.enum)) {
      const choices = prop.enum.map((v) => ({ id: v as string | number, name: typeof group === 'string' ? `enum.${group}.${v}` : String(v) }));
      return <SelectInput key={source} source={source} choices={choices} alwaysOn translateChoice={typeof group === 'string'} emptyText="crud.select" />;
    }
    // a field naming a record of a resource with a list: picked by the record's name, searched as typed
    const target = prop.type === 'integer' ? declarationOf(referenceOf(decl, source) ?? '') : undefined;
    if (target?.calls.list) {
      const search = searchFieldOf(target);
      return (
        <ReferenceInput key={source} source={source} reference={target.name} alwaysOn sort={target.list.defaultSort}>
          <AutocompleteInput
            label={`resources.${decl.name}.fields.${source}`}
            optionText={(r: Record<string, unknown>) => choiceLabel(target, r)}
            filterToQuery={(q: string) => (q ? { [search]: q } : {})}
          />
        </ReferenceInput>
      );
    }
    if (prop.type === 'integer' || prop.type === 'number') return <NumberInput key={source} source={source} alwaysOn />;
    return <TextInput key={source} source={source} alwaysOn resettable slotProps={{ htmlInput: { maxLength: prop.maxLength } }} />;
  });
}

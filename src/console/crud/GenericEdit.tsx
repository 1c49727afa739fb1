/** The generic edit screen: the record from the get call in the schema form of `forms.edit`, saved whole through the update call. */
import { Edit } from 'react-admin';
import { useEditContext } from 'ra-core';
import type { ResourceDeclaration } from '../../../resources/types';
import { offers } from '../providers/dataProvider';
import { SchemaForm } from './SchemaForm';

function EditForm({ declaration }: { declaration: ResourceDeclaration }) {
  const { save, saving, record, isPending } = useEditContext();
  if (isPending || !record) return null;
  return (
    <SchemaForm
      key={String(record.id)}
      declaration={declaration}
      kind="edit"
      record={record}
      saving={saving}
      onSubmit={(data) =>
        new Promise<void>((resolve, reject) => {
          Promise.resolve(save?.(data, { onError: (error: unknown) => reject(error) })).then(() => resolve(), reject);
        })
      }
    />
  );
}

export function GenericEdit({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <Edit resource={declaration.name} mutationMode="pessimistic" redirect={offers(declaration, 'get') ? 'show' : 'list'}>
      <EditForm declaration={declaration} />
    </Edit>
  );
}

export default GenericEdit;

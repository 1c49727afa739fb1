/** The generic create screen: the schema form of `forms.create`, saved through the create call. */
import { Create } from 'react-admin';
import { useCreateContext } from 'ra-core';
import type { ResourceDeclaration } from '../../../resources/types';
import { offers } from '../providers/dataProvider';
import { SchemaForm } from './SchemaForm';

function CreateForm({ declaration }: { declaration: ResourceDeclaration }) {
  const { save, saving } = useCreateContext();
  return (
    <SchemaForm
      declaration={declaration}
      kind="create"
      saving={saving}
      onSubmit={(data) =>
        new Promise<void>((resolve, reject) => {
          // the default success handling (notification, redirect) stays; a refusal comes back to the form
          Promise.resolve(save?.(data, { onError: (error: unknown) => reject(error) })).then(() => resolve(), reject);
        })
      }
    />
  );
}

export function GenericCreate({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <Create resource={declaration.name} redirect={offers(declaration, 'get') ? 'show' : 'list'} mutationMode="pessimistic">
      <CreateForm declaration={declaration} />
    </Create>
  );
}

export default GenericCreate;

/**
 * Account's quick/batch import on the user list (`list.actions` of resources/accounts/users.ts: the call
 * importUsers, the code user.save), through the console's import dialog (ui/ImportDialog.tsx): an .xlsx or
 * .xls whose columns are named in any of the four languages (the template's header is in the user's), each
 * imported row shown as its new account. The accounts join the user's organisation with its default role;
 * the server checks every user rule per row and imports all rows or none, and records the import either way.
 */
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ScreenProps } from '../../crud/registry';
import type { Locale } from '../../../domain/locale';
import { USER_IMPORT_COLUMNS, USER_IMPORT_LIMITS } from '../../../domain/user-import';
import { ImportDialog, type ImportedRow } from '../../ui/ImportDialog';

const T = 'imports.users';

interface ImportedUser extends ImportedRow {
  id: number;
  account: string;
  name: string;
}

export function UserImport({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (locale ?? 'ja') as Locale;
  const label = (key: string) => USER_IMPORT_COLUMNS.find((c) => c.key === key)?.label[lang] ?? key;
  return (
    <ImportDialog<ImportedUser>
      declaration={declaration}
      messages={T}
      id="user-import"
      extensions={['.xlsx', '.xls']}
      limits={USER_IMPORT_LIMITS}
      template={{ fileName: 'user-import.xlsx', sheet: 'users', header: USER_IMPORT_COLUMNS.map((c) => c.label[lang]) }}
      columns={USER_IMPORT_COLUMNS.map((c) => ({ key: c.key, name: c.label[lang], holds: translate(`${T}.columnRules.${c.key}`), required: c.required }))}
      resultColumns={[
        { key: 'account', header: translate(`${T}.account`), render: (r) => r.account },
        { key: 'name', header: translate(`${T}.name`), render: (r) => r.name },
      ]}
      columnName={label}
    />
  );
}

export default UserImport;

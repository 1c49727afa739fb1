/**
 * Account's quick/batch import on the user list (`list.actions` of resources/accounts/users.ts: the call
 * importUsers, the code user.save), through the console's import dialog (ui/ImportDialog.tsx): an .xlsx, .xls
 * or .csv whose columns are named in any of the four languages (the template's header is in the user's), each
 * imported row shown as its new account. The accounts join the user's organisation with its default role;
 * the server checks every user rule per row and imports all rows or none, and records the import either way.
 */
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../providers/http';
import { useAccess } from '../../crud/access';
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
  const { can } = useAccess();
  // the organisation the accounts join: the user's own unless one of its subtree is chosen
  const [orgId, setOrgId] = useState<number | ''>('');
  const orgs = useQuery({
    queryKey: ['organisations', 'customerOrgList', {}],
    queryFn: ({ signal }) => callOperation('customerOrgList', {}, { signal }),
    enabled: can('org.view'),
  });
  return (
    <ImportDialog<ImportedUser>
      declaration={declaration}
      messages={T}
      id="user-import"
      limits={USER_IMPORT_LIMITS}
      template={{ fileName: 'user-import.xlsx', sheet: 'users', header: USER_IMPORT_COLUMNS.map((c) => c.label[lang]) }}
      columns={USER_IMPORT_COLUMNS.map((c) => ({ key: c.key, name: c.label[lang], holds: translate(`${T}.columnRules.${c.key}`), required: c.required }))}
      resultColumns={[
        { key: 'account', header: translate(`${T}.account`), render: (r) => r.account },
        { key: 'name', header: translate(`${T}.name`), render: (r) => r.name },
      ]}
      columnName={label}
      fields={{ orgId: orgId === '' ? undefined : orgId }}
    >
      {(orgs.data?.length ?? 0) > 1 && (
        <TextField
          select
          size="small"
          label={translate(`${T}.organisation`)}
          value={orgId}
          onChange={(e) => setOrgId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ mb: 1, minWidth: 280 }}
        >
          <MenuItem value="">{translate(`${T}.ownOrganisation`)}</MenuItem>
          {orgs.data!.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ImportDialog>
  );
}

export default UserImport;

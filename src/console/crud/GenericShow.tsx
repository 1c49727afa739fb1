/** The generic detail screen: the record from the get call, its fields as the declaration lists them. */
import { EditButton, Show, TopToolbar } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ResourceDeclaration } from '../../../resources/types';
import { offers } from '../providers/dataProvider';
import { useAccess } from './access';
import { ColumnValue } from './fields';
import { StatusButton } from './StatusButton';
import { DetailFormActions } from './FormAction';

function ShowActions({ declaration }: { declaration: ResourceDeclaration }) {
  const { can } = useAccess();
  const p = declaration.permissions;
  return (
    <TopToolbar>
      {offers(declaration, 'status') && can(p.status) && <StatusButton declaration={declaration} />}
      {offers(declaration, 'update') && can(p.update) && <EditButton />}
      <DetailFormActions declaration={declaration} />
    </TopToolbar>
  );
}

export function GenericShow({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const fields = declaration.show ?? declaration.list.columns;
  return (
    <Show resource={declaration.name} actions={<ShowActions declaration={declaration} />}>
      <Box component="dl" sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 2 }}>
        {fields.map((column) => (
          <Box key={column.source} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`resources.${declaration.name}.fields.${column.source}`, { _: column.source })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              <ColumnValue declaration={declaration} column={column} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Show>
  );
}

export default GenericShow;

/** An operator message changed (the update upload): its file is kept unless another is chosen. */
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import type { ScreenProps } from '../../crud/registry';
import { toServerId } from '../../providers/dataProvider';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { OpMessageForm } from './OpMessageForm';

export function OpMessageEdit({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: record, isPending, error } = useGetOne(declaration.name, { id: toServerId(id) });
  return (
    <Card sx={{ mt: 1, p: 2 }}>
      <ScreenHeading>{translate('screens.opMessages.editTitle')}</ScreenHeading>
      {isPending && <LinearProgress aria-label={translate('app.loading')} />}
      {Boolean(error) && <Alert severity="error">{failureMessage(error, translate)}</Alert>}
      {record && <OpMessageForm key={String(record.id)} declaration={declaration} kind="edit" record={record} />}
    </Card>
  );
}

export default OpMessageEdit;

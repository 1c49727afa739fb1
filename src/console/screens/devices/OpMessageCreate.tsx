/** A new operator message with its file (the add upload); saved, it opens on its detail to choose its targets. */
import { useTranslate } from 'ra-core';
import Card from '@mui/material/Card';
import type { ScreenProps } from '../../crud/registry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { OpMessageForm } from './OpMessageForm';

export function OpMessageCreate({ declaration }: ScreenProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1, p: 2 }}>
      <ScreenHeading>{translate('screens.opMessages.createTitle')}</ScreenHeading>
      <OpMessageForm declaration={declaration} kind="create" />
    </Card>
  );
}

export default OpMessageCreate;

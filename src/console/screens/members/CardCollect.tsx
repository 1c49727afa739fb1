/**
 * The public card-collect page (spec: members' "public form"; /card/open/<token>): what a wallet user sees from
 * a merchant's collection link in the sandbox — the approved card as its platform shows it and the merchant's
 * collection form, the fields it requires required, checked by the schema the server checks — and, once sent,
 * the card opened: its number and the points given. No session: the link's token is the credential. The
 * wallet's identity of the user, which a real platform hands over, is a field here, started with a new one.
 */
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { cardDesign } from '../../../../resources/members/cards';
import { SchemaForm } from '../../crud/SchemaForm';
import { schemaDef, type JsonSchema } from '../../providers/schemas';
import { callOperation } from '../../providers/http';
import { CallState } from '../../ui/CallState';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { Preview } from './CardPreview';

/** The open call's body for the merchant's form: the wallet identity and the fields chosen, those it requires required. */
function formFor(fields: { field: string; required: boolean }[]): JsonSchema | undefined {
  const open = schemaDef('members/card.schema.json', 'openBody');
  if (!open?.properties) return undefined;
  const shown = ['walletUserId', ...fields.map((f) => f.field)].filter((f) => open.properties![f]);
  return {
    type: 'object',
    properties: Object.fromEntries(shown.map((f) => [f, open.properties![f]])),
    required: ['walletUserId', ...fields.filter((f) => f.required).map((f) => f.field)],
  };
}

export default function CardCollect() {
  const translate = useTranslate();
  const token = useParams().token ?? '';
  const card = useQuery({
    queryKey: ['cardSandboxForm', token],
    queryFn: ({ signal }) => callOperation('cardSandboxForm', { token }, { signal }),
    retry: false,
  });
  const [opened, setOpened] = useState<{ cardNo: string; points: number; created: boolean }>();
  const [saving, setSaving] = useState(false);
  const schema = useMemo(() => (card.data ? formFor(card.data.fields) : undefined), [card.data]);
  // the wallet identity a real platform would hand over: a new one per visit of the page
  const walletUserId = useMemo(() => `sandbox-${crypto.randomUUID().slice(0, 8)}`, []);
  const data = card.data;

  const open = async (form: Record<string, unknown>) => {
    setSaving(true);
    try {
      setOpened(await callOperation('cardSandboxOpen', { ...form, token } as Parameters<typeof callOperation<'cardSandboxOpen'>>[1]));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480, alignSelf: 'flex-start' }} component="section" aria-labelledby="card-collect-title">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <LanguageSelect label={translate('login.language')} />
          </Box>
          <Typography variant="h5" component="h1" id="card-collect-title" sx={{ mb: 1 }}>
            {translate('cards.collect.title')}
          </Typography>
          <CallState query={card} />
          {card.isError && <Typography>{translate('cards.collect.notFound')}</Typography>}
          {data && (
            <>
              <Typography sx={{ mb: 2 }}>{translate('cards.collect.intro', { brand: data.brand })}</Typography>
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
                <Preview
                  platform={data.platform}
                  design={data}
                  label={translate('cards.previewOf', { platform: translate(`cards.${data.platform}`) })}
                  codeLabel={translate(`enum.cardCodeStyle.${data.codeStyle}`)}
                />
              </Box>
              {opened ? (
                <Alert severity="success" role="status">
                  <Typography>{translate(opened.created ? 'cards.collect.opened' : 'cards.collect.again')}</Typography>
                  <Typography>{`${translate('cards.collect.cardNo')}: ${opened.cardNo}`}</Typography>
                  <Typography>{`${translate('cards.collect.points')}: ${opened.points}`}</Typography>
                </Alert>
              ) : (
                schema && (
                  <>
                    <Alert severity="info" sx={{ mb: 1 }}>
                      {translate('cards.collect.sandbox')}
                    </Alert>
                    <SchemaForm declaration={cardDesign} kind="create" schema={schema} record={{ walletUserId }} saving={saving} onSubmit={open}>
                      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1 }}>
                        {translate('cards.collect.submit')}
                      </Button>
                    </SchemaForm>
                  </>
                )
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

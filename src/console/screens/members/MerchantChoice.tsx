/**
 * Which merchant a settings screen is about: the caller's own organisation by default, or a merchant of the
 * caller's subtree found by name (the organisations list, filtered to merchants; the server checks the choice
 * again: in the subtree and a merchant).
 */
import { useState } from 'react';
import { useGetList, useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Merchant {
  id: number;
  name: string;
}

export function MerchantChoice({ onChoose }: { onChoose: (orgId: number | undefined) => void }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Merchant | null>(null);
  const { data = [], isPending } = useGetList<Merchant>('organisations', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'id', order: 'ASC' },
    filter: { type: 'merchant', ...(search.trim() ? { name: search.trim() } : {}) },
  });
  const options = chosen && !data.some((m) => m.id === chosen.id) ? [chosen, ...data] : data;
  return (
    <Autocomplete<Merchant>
      sx={{ mb: 2, maxWidth: 360 }}
      size="small"
      options={options}
      value={chosen}
      loading={isPending}
      filterOptions={(x) => x}
      getOptionLabel={(m) => m.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('crud.noOptions')}
      loadingText={translate('app.loading')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      onChange={(_, m) => {
        setChosen(m);
        setSearch('');
        onChoose(m ? m.id : undefined);
      }}
      renderInput={(params) => <TextField {...params} label={translate('memberScreens.merchant')} helperText={translate('memberScreens.merchantHelp')} />}
    />
  );
}

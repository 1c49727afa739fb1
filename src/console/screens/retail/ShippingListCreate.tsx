/**
 * Making a shipping list (spec document 1 §2 Goods: replenishment and shipping lists, create): pick up to
 * 100 devices, then goods lines — a good found by name or barcode and a quantity, optionally the device and
 * lane it fills. The server checks everything again (scope, goods, lanes, the cap) and names what it refused.
 */
import { useState } from 'react';
import { ListButton } from 'react-admin';
import { useNotify, useRedirect, useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/limits';
import type { ScreenProps } from '../../crud/registry';
import { callOperation, type CallParams } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DevicePicker, RemarkField, SaveBar } from './replenishParts';
import { TitledCard } from '../../ui/TitledCard';

interface Good {
  id: number;
  name: string;
  barcode: string;
}
interface Line {
  key: number;
  goods: Good | null;
  quantity: string;
  serialNum: string;
  laneNo: string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, goods: null, quantity: '', serialNum: '', laneNo: '' });

/** A good found by a name or barcode keyword (enabled goods of the caller's subtree). */
function GoodsPicker({ value, onChange, label }: { value: Good | null; onChange: (g: Good | null) => void; label: string }) {
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: ['replenish', 'goodsByNameOrBarcode', keyword],
    queryFn: ({ signal }) => callOperation('goodsByNameOrBarcode', { keyword }, { signal }),
    enabled: keyword.trim().length > 0,
  });
  return (
    <Autocomplete
      sx={{ minWidth: 260, flex: 2 }}
      size="small"
      value={value}
      options={options.data ?? (value ? [value] : [])}
      filterOptions={(o) => o}
      getOptionLabel={(g) => `${g.name} (${g.barcode})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setKeyword(text.trim().slice(0, 50));
      }}
      onChange={(_e, g) => onChange(g)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

export function ShippingListCreate({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [serialNums, setSerialNums] = useState<string[]>([]);
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string>();

  const save = useMutation({
    mutationFn: (body: CallParams<'shippingListSave'>) => callOperation('shippingListSave', body),
    onSuccess: (made) => {
      notify('screens.replenish.created', { type: 'success', messageArgs: { orderNumber: made.orderNumber } });
      redirect('show', declaration.name, made.id);
    },
    onError: (e) => setProblem(failureMessage(e, translate)),
  });

  const change = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const submit = () => {
    setProblem(undefined);
    if (serialNums.length === 0) return setProblem(translate('screens.replenish.needDevice'));
    if (serialNums.length > LIMITS.shippingListDevicesMax) return setProblem(translate('screens.replenish.tooMany', { max: LIMITS.shippingListDevicesMax }));
    const items = lines.filter((l) => l.goods || l.quantity);
    const quantity = (l: Line) => Number(l.quantity);
    if (!items.length || items.some((l) => !l.goods || !Number.isInteger(quantity(l)) || quantity(l) < 1 || quantity(l) > LIMITS.storageStockMax)) {
      return setProblem(translate('screens.replenish.needLine'));
    }
    save.mutate({
      serialNums,
      items: items.map((l) => ({
        goodsId: l.goods!.id,
        quantity: quantity(l),
        ...(l.serialNum ? { serialNum: l.serialNum } : {}),
        ...(l.serialNum && l.laneNo.trim() ? { laneNo: l.laneNo.trim() } : {}),
      })),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
  };

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading actions={<ListButton resource={declaration.name} />}>{translate('screens.replenish.createTitle')}</ScreenHeading>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section">
        <DevicePicker
          picked={serialNums}
          onChange={(next) => {
            setSerialNums(next);
            // a line's device must stay one of the list's
            setLines((ls) => ls.map((l) => (l.serialNum && !next.includes(l.serialNum) ? { ...l, serialNum: '', laneNo: '' } : l)));
          }}
        />
      </Paper>
      <TitledCard id="shipping-lines-heading" title={translate('screens.replenish.goodsLines')}>
        <Stack spacing={1}>
          {lines.map((l, i) => (
            <Stack key={l.key} direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid={`line-${i}`}>
              <GoodsPicker value={l.goods} onChange={(goods) => change(l.key, { goods })} label={translate('screens.replenish.goodsSearch')} />
              <TextField
                size="small"
                type="number"
                sx={{ width: 120 }}
                label={translate('screens.replenish.quantity')}
                value={l.quantity}
                onChange={(e) => change(l.key, { quantity: e.target.value })}
                slotProps={{ htmlInput: { min: 1, max: LIMITS.storageStockMax, step: 1 } }}
              />
              <TextField
                select
                size="small"
                sx={{ width: 200 }}
                label={translate('screens.replenish.laneDevice')}
                value={l.serialNum}
                onChange={(e) => change(l.key, { serialNum: e.target.value, laneNo: e.target.value ? l.laneNo : '' })}
              >
                <MenuItem value="">{translate('screens.replenish.noLane')}</MenuItem>
                {serialNums.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                sx={{ width: 150 }}
                label={translate('screens.replenish.laneNo')}
                value={l.laneNo}
                disabled={!l.serialNum}
                onChange={(e) => change(l.key, { laneNo: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 10, pattern: '[A-Za-z0-9]{1,10}' } }}
              />
              <IconButton
                aria-label={translate('screens.replenish.removeLine')}
                disabled={lines.length === 1}
                onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setLines((ls) => [...ls, emptyLine()])}>
          {translate('screens.replenish.addLine')}
        </Button>
        <RemarkField label={translate('resources.shipping-lists.fields.remark')} value={remark} onChange={setRemark} />
      </TitledCard>
      <SaveBar problem={problem} pending={save.isPending} onSave={submit} />
    </Box>
  );
}

export default ShippingListCreate;

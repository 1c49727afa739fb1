/**
 * The device detail's "lane and goods management" tab: the machine's lane grid (rows × columns up to 20 × 20,
 * `/vendingChannel/get`), each cell a lane with its number, good, price, stock/max and open/closed. The grid is
 * one tab stop (roving tabindex): arrow keys, Home and End move between cells; Enter or a click opens an
 * inline editor in the cell — the lane's good, price, stock, max stock and status, or a new lane in an empty
 * place. Around it: the grid's size, copying the layout to other devices and the one-key restock. Every
 * refusal of the server is shown where it happened, in the user's language.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { Modal } from '../../../shell/Modal';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../domain/limits';
import { callDeclared, callOperation, undescribed } from '../../../providers/http';
import { failureMessage, useNotifyFailure } from '../../../providers/failure';
import { useAccess } from '../../../crud/access';
import type { DeviceTabProps } from '../../devices/detail/tabs';
import { useDeviceCall } from '../../devices/detail/parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';
import { MoneyText } from '../../../ui/money';

export interface Lane {
  id: number;
  laneNo: string;
  rowNo: number;
  colNo: number;
  goodsId: number | null;
  goodsName: string | null;
  price: number | null;
  stock: number;
  maxStock: number;
  status: number;
  priceSource: string;
  updatedAt: string;
}

interface Grid {
  serialNum: string;
  rows: number | null;
  cols: number | null;
  lanes: Lane[];
}

interface Good {
  id: number;
  name: string;
  defaultPrice: number | null;
}

const int = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The calls one edit of a lane makes, in order: the lane itself first (a larger max before more stock). */
export function laneEditCalls(
  lane: Lane,
  v: { goodsId: string; price: string; stock: string; maxStock: string; open: boolean },
): [string, Record<string, unknown>][] {
  const calls: [string, Record<string, unknown>][] = [];
  const maxStock = int(v.maxStock);
  const status = v.open ? 1 : 0;
  const laneChange: Record<string, unknown> = {};
  if (maxStock !== lane.maxStock) laneChange.maxStock = maxStock;
  if (status !== lane.status) laneChange.status = status;
  if (Object.keys(laneChange).length) calls.push(['channelUpdate', { id: lane.id, ...laneChange }]);
  const goodsId = int(v.goodsId);
  const price = int(v.price);
  const stock = int(v.stock);
  if (goodsId !== undefined && goodsId !== lane.goodsId) {
    calls.push(['channelGoodsSave', { id: lane.id, goodsId, price, ...(stock !== lane.stock ? { stock } : {}) }]);
  } else if (lane.goodsId !== null) {
    const goods: Record<string, unknown> = {};
    if (price !== lane.price) goods.price = price;
    if (stock !== lane.stock) goods.stock = stock;
    if (Object.keys(goods).length) calls.push(['channelGoodsUpdate', { id: lane.id, ...goods }]);
  }
  return calls;
}

export function LaneGridTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const editable = can('lane.update');
  const f = (key: string, args?: Record<string, unknown>) => translate(`screens.lanes.${key}`, args);
  const grid = useDeviceCall<Grid>('vendingChannelGet', { serialNum: device.serialNum });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['devices'] });

  const [size, setSize] = useState({ rows: '', cols: '' });
  const [sizeError, setSizeError] = useState<string>();
  useEffect(() => {
    if (grid.data) setSize({ rows: String(grid.data.rows ?? 4), cols: String(grid.data.cols ?? 5) });
  }, [grid.data]);

  const sizeCall = useMutation({
    mutationFn: () =>
      callOperation(grid.data?.rows ? 'vendingChannelUpdate' : 'vendingChannelSave', {
        serialNum: device.serialNum,
        rows: Number(size.rows),
        cols: Number(size.cols),
      }),
    onSuccess: async () => {
      setSizeError(undefined);
      notify('screens.lanes.saved', { type: 'success' });
      await refresh();
    },
    onError: (e) => {
      setSizeError(failureMessage(e, translate));
      notifyFailure(e);
    },
  });
  const submitSize = (event: FormEvent) => {
    event.preventDefault();
    const ok = [size.rows, size.cols].every((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= LIMITS.laneGridMax);
    if (!ok) return setSizeError(translate('validation.laneGrid'));
    sizeCall.mutate();
  };

  const restock = useMutation({
    mutationFn: () => callOperation('channelGoodsOneKeyRestock', { serialNum: device.serialNum }),
    onSuccess: async (r) => {
      notify(r.lanes ? translate('screens.lanes.restocked', { lanes: r.lanes, units: r.units }) : 'screens.lanes.nothingToRestock', { type: 'success' });
      await refresh();
    },
    onError: notifyFailure,
  });

  const [copyOpen, setCopyOpen] = useState(false);

  const data = grid.data;
  return (
    <Section
      id="lane-grid-heading"
      title={f('grid')}
      actions={
        editable && data?.rows ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" onClick={() => setCopyOpen(true)}>
              {f('copy')}
            </Button>
            <Button variant="contained" size="small" onClick={() => restock.mutate()} disabled={restock.isPending}>
              {f('oneKeyRestock')}
            </Button>
          </Stack>
        ) : undefined
      }
    >
      <CallState query={grid} />
      {data && !data.rows && <Empty>{f('noGrid')}</Empty>}
      {data && editable && (
        <Box component="form" noValidate onSubmit={submitSize} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            {(['rows', 'cols'] as const).map((k) => (
              <TextField
                key={k}
                size="small"
                type="number"
                label={f(k)}
                value={size[k]}
                sx={{ width: 110 }}
                onChange={(e) => setSize((s) => ({ ...s, [k]: e.target.value }))}
                slotProps={{ htmlInput: { min: 1, max: LIMITS.laneGridMax } }}
                error={Boolean(sizeError)}
              />
            ))}
            <Button type="submit" variant="outlined" disabled={sizeCall.isPending}>
              {data.rows ? f('resize') : f('createGrid')}
            </Button>
          </Stack>
          {sizeError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {sizeError}
            </Alert>
          )}
        </Box>
      )}
      {data?.rows && data.cols ? (
        <>
          <Typography variant="body2" color="text.secondary" id="lane-grid-hint" sx={{ mb: 1 }}>
            {f('gridHint')}
          </Typography>
          <LaneGrid serialNum={device.serialNum} rows={data.rows} cols={data.cols} lanes={data.lanes} editable={editable} onChanged={refresh} />
        </>
      ) : null}
      {copyOpen && <CopyDialog serialNum={device.serialNum} onClose={() => setCopyOpen(false)} />}
    </Section>
  );
}

/** The grid itself: one tab stop, arrow keys between cells, an inline editor in the active cell. */
export function LaneGrid({
  serialNum,
  rows,
  cols,
  lanes,
  editable,
  onChanged,
}: {
  serialNum: string;
  rows: number;
  cols: number;
  lanes: Lane[];
  editable: boolean;
  onChanged: () => unknown;
}) {
  const translate = useTranslate();
  const at = new Map(lanes.map((l) => [`${l.rowNo}:${l.colNo}`, l]));
  const [active, setActive] = useState({ row: 1, col: 1 });
  const [editing, setEditing] = useState<{ row: number; col: number }>();
  const cells = useRef(new Map<string, HTMLElement>());

  const focus = (row: number, col: number) => {
    setActive({ row, col });
    cells.current.get(`${row}:${col}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, row: number, col: number) => {
    if (editing) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [Math.max(1, row - 1), col],
      ArrowDown: [Math.min(rows, row + 1), col],
      ArrowLeft: [row, Math.max(1, col - 1)],
      ArrowRight: [row, Math.min(cols, col + 1)],
      Home: [row, 1],
      End: [row, cols],
    };
    const to = moves[event.key];
    if (to) {
      event.preventDefault();
      focus(to[0], to[1]);
    } else if ((event.key === 'Enter' || event.key === ' ') && editable) {
      event.preventDefault();
      setEditing({ row, col });
    }
  };
  const close = (changed: boolean) => {
    const back = editing;
    setEditing(undefined);
    if (changed) void onChanged();
    if (back) setTimeout(() => cells.current.get(`${back.row}:${back.col}`)?.focus(), 0);
  };

  return (
    <Box role="grid" aria-labelledby="lane-grid-heading" aria-describedby="lane-grid-hint" aria-rowcount={rows} aria-colcount={cols} sx={{ overflowX: 'auto' }}>
      {Array.from({ length: rows }, (_, r) => r + 1).map((row) => (
        <Box role="row" key={row} aria-rowindex={row} sx={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(120px, 1fr))`, gap: 0.5, mb: 0.5 }}>
          {Array.from({ length: cols }, (_, c) => c + 1).map((col) => {
            const lane = at.get(`${row}:${col}`);
            const isActive = active.row === row && active.col === col;
            const isEditing = editing?.row === row && editing.col === col;
            const label = lane ? translate('screens.lanes.cellLabel', { laneNo: lane.laneNo, row, col }) : translate('screens.lanes.emptyCell', { row, col });
            return (
              <Box
                key={col}
                role="gridcell"
                aria-colindex={col}
                aria-label={isEditing ? label : undefined}
                aria-selected={isActive}
                tabIndex={isActive && !isEditing ? 0 : -1}
                ref={(el: HTMLElement | null) => {
                  if (el) cells.current.set(`${row}:${col}`, el);
                }}
                onKeyDown={(e) => onKeyDown(e, row, col)}
                onClick={() => {
                  setActive({ row, col });
                  if (editable && !isEditing) setEditing({ row, col });
                }}
                data-lane={lane?.laneNo ?? ''}
                sx={{
                  border: 1,
                  borderColor: isActive ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  p: 1,
                  minHeight: 84,
                  cursor: editable ? 'pointer' : 'default',
                  bgcolor: lane ? (lane.status === 1 ? 'background.paper' : 'action.disabledBackground') : 'action.hover',
                  outlineOffset: 2,
                }}
              >
                {isEditing ? (
                  lane ? (
                    <LaneEditor lane={lane} onDone={close} />
                  ) : (
                    <AddLane serialNum={serialNum} row={row} col={col} onDone={close} />
                  )
                ) : lane ? (
                  <LaneCell lane={lane} />
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    {translate('screens.lanes.emptyCell', { row, col })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

function LaneCell({ lane }: { lane: Lane }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="div">
        {lane.laneNo}
      </Typography>
      <Typography variant="body2" noWrap title={lane.goodsName ?? undefined}>
        {lane.goodsName ?? translate('screens.lanes.noGoods')}
      </Typography>
      <Typography variant="body2">
        <MoneyText amount={lane.price} />
      </Typography>
      <Typography variant="body2" data-stock>
        {lane.stock}/{lane.maxStock}
      </Typography>
      <Typography variant="caption" color={lane.status === 1 ? 'success.main' : 'text.secondary'}>
        {translate(lane.status === 1 ? 'screens.lanes.open' : 'screens.lanes.closed')}
      </Typography>
    </>
  );
}

/** The good picker's choices: the enabled goods of the caller's scope (the server checks the device may sell it). */
function useGoods(enabled: boolean) {
  return useQuery({
    queryKey: ['goods', 'laneChoices'],
    queryFn: ({ signal }) =>
      undescribed<{ list: Good[] }>(
        callOperation('goodsPageList', { pageNum: 1, pageSize: 100, status: 1, sort: { field: 'name', order: 'asc' } }, { signal }),
      ),
    enabled,
  });
}

/** A form inside a cell of the grid (a lane's editor, a new lane): its clicks stay away from the cell's, Escape cancels it without reaching the grid's keys. */
function CellForm({ onSubmit, onCancel, children }: { onSubmit: (event: FormEvent) => void; onCancel: () => void; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      {children}
    </Box>
  );
}

function LaneEditor({ lane, onDone }: { lane: Lane; onDone: (changed: boolean) => void }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const f = (key: string) => translate(`screens.lanes.fields.${key}`);
  const goods = useGoods(can('goods.view'));
  const [v, setV] = useState({
    goodsId: lane.goodsId === null ? '' : String(lane.goodsId),
    price: lane.price === null ? '' : String(lane.price),
    stock: String(lane.stock),
    maxStock: String(lane.maxStock),
    open: lane.status === 1,
  });
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: async () => {
      for (const [op, body] of laneEditCalls(lane, v)) await callDeclared(op, body);
    },
    onSuccess: () => onDone(true),
    onError: (e) => setError(failureMessage(e, translate)),
  });
  const remove = useMutation({
    mutationFn: () => callOperation('channelDelete', { id: lane.id }),
    onSuccess: () => onDone(true),
    onError: (e) => setError(failureMessage(e, translate)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!laneEditCalls(lane, v).length) return onDone(false);
    setError(undefined);
    save.mutate();
  };
  const choices = goods.data?.list ?? [];
  const number = (key: 'price' | 'stock' | 'maxStock', max: number) => (
    <TextField
      size="small"
      type="number"
      label={f(key)}
      value={v[key]}
      onChange={(e) => setV((s) => ({ ...s, [key]: e.target.value }))}
      slotProps={{ htmlInput: { min: key === 'maxStock' || key === 'price' ? 1 : 0, max } }}
    />
  );
  return (
    <CellForm onSubmit={submit} onCancel={() => onDone(false)}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">
          {translate('screens.lanes.fields.laneNo')} {lane.laneNo}
        </Typography>
        <TextField
          select
          size="small"
          label={f('goods')}
          value={v.goodsId}
          autoFocus
          onChange={(e) =>
            setV((s) => ({ ...s, goodsId: e.target.value, price: s.price || String(choices.find((g) => String(g.id) === e.target.value)?.defaultPrice ?? '') }))
          }
        >
          <MenuItem value="" disabled>
            {translate('screens.lanes.chooseGood')}
          </MenuItem>
          {lane.goodsId !== null && !choices.some((g) => g.id === lane.goodsId) && <MenuItem value={String(lane.goodsId)}>{lane.goodsName}</MenuItem>}
          {choices.map((g) => (
            <MenuItem key={g.id} value={String(g.id)}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        {number('price', 99999)}
        {number('stock', LIMITS.laneMaxStock)}
        {number('maxStock', LIMITS.laneMaxStock)}
        <FormControlLabel
          control={<Checkbox checked={v.open} onChange={(e) => setV((s) => ({ ...s, open: e.target.checked }))} />}
          label={translate('screens.lanes.open')}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1} flexWrap="wrap">
          <Button type="submit" size="small" variant="contained" disabled={save.isPending}>
            {translate('screens.lanes.save')}
          </Button>
          <Button size="small" onClick={() => onDone(false)}>
            {translate('screens.lanes.cancel')}
          </Button>
          <Button size="small" color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {translate('screens.lanes.remove')}
          </Button>
        </Stack>
      </Stack>
    </CellForm>
  );
}

function AddLane({ serialNum, row, col, onDone }: { serialNum: string; row: number; col: number; onDone: (changed: boolean) => void }) {
  const translate = useTranslate();
  const [v, setV] = useState({ laneNo: '', maxStock: '10' });
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: () => callOperation('channelSave', { serialNum, laneNo: v.laneNo, rowNo: row, colNo: col, maxStock: Number(v.maxStock) }),
    onSuccess: () => onDone(true),
    onError: (e) => setError(failureMessage(e, translate)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the add-lane form's rules (spec §5): digits and letters, at most 5; max stock 1-100
    if (!/^[A-Za-z0-9]{1,5}$/.test(v.laneNo)) return setError(translate('validation.laneNoNew'));
    if (!/^\d+$/.test(v.maxStock) || Number(v.maxStock) < 1 || Number(v.maxStock) > LIMITS.laneMaxStock) return setError(translate('validation.laneMaxStock'));
    setError(undefined);
    add.mutate();
  };
  return (
    <CellForm onSubmit={submit} onCancel={() => onDone(false)}>
      <Stack spacing={1}>
        <TextField
          size="small"
          label={translate('screens.lanes.fields.laneNo')}
          value={v.laneNo}
          autoFocus
          onChange={(e) => setV((s) => ({ ...s, laneNo: e.target.value }))}
        />
        <TextField
          size="small"
          type="number"
          label={translate('screens.lanes.fields.maxStock')}
          value={v.maxStock}
          onChange={(e) => setV((s) => ({ ...s, maxStock: e.target.value }))}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" size="small" variant="contained" disabled={add.isPending}>
            {translate('screens.lanes.add')}
          </Button>
          <Button size="small" onClick={() => onDone(false)}>
            {translate('screens.lanes.cancel')}
          </Button>
        </Stack>
      </Stack>
    </CellForm>
  );
}

function CopyDialog({ serialNum, onClose }: { serialNum: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const targets = [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const copy = useMutation({
    mutationFn: () => callOperation('vendingChannelCopy', { serialNum, targets }),
    onSuccess: async (r) => {
      notify(translate('screens.lanes.copied', { count: r.devices }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
      onClose();
    },
    onError: (e) => setError(failureMessage(e, translate)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (targets.length < 1 || targets.length > LIMITS.laneCopyTargetsMax) return setError(translate('validation.laneCopyTargets'));
    setError(undefined);
    copy.mutate();
  };
  return (
    <Modal open onClose={onClose} aria-labelledby="lane-copy-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="lane-copy-title">{translate('screens.lanes.copyTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('screens.lanes.copyHint')}
          </Typography>
          <TextField
            label={translate('screens.lanes.copyTargets')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={4}
            fullWidth
            autoFocus
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('screens.lanes.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={copy.isPending}>
            {translate('screens.lanes.copy')}
          </Button>
        </DialogActions>
      </Box>
    </Modal>
  );
}

export default LaneGridTab;

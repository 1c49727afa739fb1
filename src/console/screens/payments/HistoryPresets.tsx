import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { HISTORY_PRESETS, presetRange, type HistoryPreset } from '../../../domain/payments';

/**
 * The spec's history presets (today, yesterday, last 7 days, last 30 days, last 3 months, last 1 year) as one
 * row of toggle buttons, for every payment chart. The range is in Tokyo days (domain/payments.ts presetRange):
 * the server counts days the same way.
 */
export function HistoryPresetPicker({
  value,
  onChange,
  presets = HISTORY_PRESETS,
}: {
  value: HistoryPreset;
  onChange: (preset: HistoryPreset, range: { from: string; to: string }) => void;
  presets?: readonly HistoryPreset[];
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={translate('payments.historyPresets')}
      onChange={(_, preset: HistoryPreset | null) => preset && onChange(preset, presetRange(preset))}
    >
      {presets.map((p) => (
        <ToggleButton key={p} value={p} data-testid={`preset-${p}`}>
          {translate(`enum.historyPreset.${p}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * The preset a payment screen shows (`initial` at first) and its range of Tokyo days; `choose` takes the
 * picker's choice, and `onChosen` runs after it (back to a list's first page).
 */
export function useHistoryRange(initial: HistoryPreset, onChosen?: () => void) {
  const [preset, setPreset] = useState<HistoryPreset>(initial);
  const [range, setRange] = useState(() => presetRange(initial));
  const choose = (p: HistoryPreset, r: { from: string; to: string }) => {
    setPreset(p);
    setRange(r);
    onChosen?.();
  };
  return { preset, range, choose };
}

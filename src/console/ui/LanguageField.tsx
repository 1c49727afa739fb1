/**
 * The language switch of the pages shown before or without a session (login, the public card-collect page): a
 * native select of the four languages, named by its label. A native select, not MUI's Select: that would bring
 * Select, Menu, Popover and Modal into the first page's scripts for nothing. Not as wide as the card:
 * react-admin's theme makes fields full width. It only shows the choice: ui/LanguageSelect.tsx connects it to
 * react-admin, the login page before the console (screens/login/LoginApp.tsx) to its own state.
 */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Locale } from '../../domain/locale';
import { LANGUAGES } from '../i18n/languages';

export function LanguageField({ label, value, onChange }: { label: string; value: string; onChange: (locale: Locale) => void }) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" fullWidth={false} sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched />} inputProps={{ id }} value={value} onChange={(e) => onChange(e.target.value as Locale)}>
        {LANGUAGES.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.locale}>
            {l.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

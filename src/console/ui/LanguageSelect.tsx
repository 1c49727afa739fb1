/**
 * The language switch of the pages shown before or without a session (login, the public card-collect page): a
 * native select of the four languages, named by its label, that keeps the choice and puts it on the document.
 * A native select, not MUI's Select: that would bring Select, Menu, Popover and Modal into the first page's
 * scripts for nothing. Not as wide as the card: react-admin's theme makes fields full width.
 */
import { useEffect, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useLocaleState } from 'ra-core';
import { LANGUAGES } from '../i18n';
import { applyDocumentLocale } from '../providers/i18nProvider';

export function LanguageSelect({ label }: { label: string }) {
  const id = useId();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    applyDocumentLocale();
  }, [locale]);
  return (
    <FormControl size="small" variant="outlined" fullWidth={false} sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched />} inputProps={{ id }} value={locale} onChange={(e) => setLocale(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.locale}>
            {l.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

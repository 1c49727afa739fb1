/**
 * The language switch of the pages react-admin shows without a session (login after a logout, the public
 * card-collect page): ui/LanguageField.tsx on react-admin's locale, which keeps the choice and puts it on the
 * document.
 */
import { useEffect } from 'react';
import { useLocaleState } from 'ra-core';
import { applyDocumentLocale } from '../providers/i18nProvider';
import { LanguageField } from './LanguageField';

export function LanguageSelect({ label }: { label: string }) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    applyDocumentLocale();
  }, [locale]);
  return <LanguageField label={label} value={locale} onChange={setLocale} />;
}

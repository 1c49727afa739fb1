import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import { humanise } from '../../domain/identifiers';

/**
 * The name of something a device reports by key (a parameter, a shadow key, a sensor, a self-test item) in
 * the user's language: the `deviceTerms` table (i18n/messages/devices.json), else the key as words, never the raw key.
 */
export function useDeviceTerm(): (key: string) => string {
  const translate = useTranslate();
  return useCallback((key: string) => translate(`deviceTerms.${key}`, { _: humanise(key) }), [translate]);
}

/**
 * No raw identifier of a device in the interface (issue 20 item 5): every key the bundled devices report —
 * parameters and shadow keys, sensors, self-test items — has a name in the four languages, and a key no
 * table names yet reads as words.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LOCALES } from '../../src/domain/locale';
import { PUSH_SOURCES } from '../../src/domain/push-sources';
import { messagesFor } from '../../src/console/i18n/all';
import { useDeviceTerm } from '../../src/console/ui/deviceTerms';
import { checkUpEvent, initialState, seededRng, telemetryMessage, type DeviceKind } from '../../src/simulator/messages';
import { renderScreen } from './accounts-support';

const KINDS: DeviceKind[] = ['vending', 'pos'];

function reportedKeys(): string[] {
  const keys = new Set<string>();
  for (const kind of KINDS) {
    const s = initialState('DEMO-000001', kind, seededRng(kind));
    Object.keys(s.settings).forEach((k) => keys.add(k));
    checkUpEvent(s, 0).items.forEach((i) => keys.add(i.name));
    const sensors = (telemetryMessage(s, seededRng(kind), Date.now()).sensors ?? []) as { name: string }[];
    sensors.forEach((x) => keys.add(x.name));
  }
  return [...keys].sort();
}

describe('device terms', () => {
  it('the keys the simulated devices report include the ones the issue saw', () => {
    expect(reportedKeys()).toEqual(expect.arrayContaining(['currency', 'brightness', 'coolingSetpoint', 'humidity', 'coinMech', 'billValidator']));
  });

  for (const locale of LOCALES) {
    it(`${locale} names every key a bundled device reports`, () => {
      const terms = (messagesFor(locale) as { deviceTerms?: Record<string, string> }).deviceTerms ?? {};
      expect(reportedKeys().filter((k) => !terms[k])).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale} names every source a push can come from (the message history's "from" column)`, () => {
      const messages = messagesFor(locale) as { screens: { devices: { detail: { messages: { sources: Record<string, string> } } } } };
      const sources = messages.screens.devices.detail.messages.sources;
      expect(PUSH_SOURCES.filter((k) => !sources[k])).toEqual([]);
    });
  }

  function Terms({ keys }: { keys: string[] }) {
    const term = useDeviceTerm();
    return (
      <ul>
        {keys.map((k) => (
          <li key={k}>{term(k)}</li>
        ))}
      </ul>
    );
  }

  it('shows the Japanese name, or the key as words when no table names it', () => {
    renderScreen(<Terms keys={['currency', 'humidity', 'coinMech', 'doorSensorLeft']} />, {
      resource: 'devices',
      route: '/devices',
      path: '/devices',
      access: [],
      locale: 'ja',
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['通貨', '湿度', '硬貨処理装置', 'Door sensor left']);
  });
});

/** A key no translation names yet reads as words, never as a raw camelCase identifier (issue 20 item 5). */
import { describe, expect, it } from 'vitest';
import { humanise } from '../../src/domain/identifiers';

describe('humanise', () => {
  it.each([
    ['coolingSetpoint', 'Cooling setpoint'],
    ['billValidator', 'Bill validator'],
    ['humidity', 'Humidity'],
    ['bill_validator', 'Bill validator'],
    ['NFCReader', 'NFC reader'],
    ['co2Level', 'Co2 level'],
    ['door-open', 'Door open'],
  ])('%s reads %s', (key, words) => {
    expect(humanise(key)).toBe(words);
  });
});

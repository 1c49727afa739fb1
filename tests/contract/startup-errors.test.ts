/**
 * What an operator reads when the server cannot start (src/server/startup-errors.ts): one line naming the
 * setting to change for a port taken, a database or broker out of reach, a data folder it cannot write and a
 * setting that does not parse; nothing for a fault of the server itself, whose stack trace is then printed.
 * tests/e2e/lifecycle.test.ts starts the server on a taken port and reads the line from outside.
 */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/server/config.js';
import { startupProblem } from '../../src/server/startup-errors.js';

const failure = (code: string, more: Record<string, unknown> = {}) => Object.assign(new Error(`${code} …`), { code, ...more });

describe('start-up problems', () => {
  const embedded = configFromEnv({ PORT: '8080', MQTT_PORT: '1884', DATA_DIR: '/var/ops' });
  const servers = configFromEnv({ DATABASE_URL: 'postgres://ops@db:5432/ops', MQTT_URL: 'mqtt://broker:1883' });

  it('name the setting of a port in use, a database or broker out of reach, and a data folder that cannot be written', () => {
    expect(startupProblem(failure('EADDRINUSE', { port: 8080 }), embedded)).toBe('PORT 8080 is in use on 127.0.0.1: free it or set PORT to another port');
    expect(startupProblem(failure('EADDRINUSE', { port: 1884 }), embedded)).toMatch(/^MQTT_PORT 1884 is in use/);
    expect(startupProblem(failure('ECONNREFUSED', { port: 5432 }), servers)).toMatch(/^DATABASE_URL: the database cannot be reached/);
    expect(startupProblem(failure('28P01'), servers)).toMatch(/^DATABASE_URL: .* refuses the login \(28P01\)/);
    expect(startupProblem(failure('ECONNREFUSED', { port: 1883 }), servers)).toMatch(/^MQTT_URL: the broker cannot be reached/);
    expect(startupProblem(failure('ENOTDIR', { path: '/var/ops/pgdata' }), embedded)).toMatch(/^DATA_DIR \/var\/ops cannot be written \(ENOTDIR\)/);
  });

  it('word a setting that does not parse as configFromEnv refuses it', () => {
    let thrown: unknown;
    try {
      configFromEnv({ MQTT_PORT: 'x' });
    } catch (err) {
      thrown = err;
    }
    expect(startupProblem(thrown)).toBe('MQTT_PORT must be a port number, got "x"');
  });

  it('take the command resend rule from COMMAND_ACK_SECONDS and COMMAND_MAX_SENDS, refusing a value that makes no rule', () => {
    expect(configFromEnv({}).mqtt).toMatchObject({ resend: { ackSeconds: 30, maxSends: 5 } });
    expect(configFromEnv({ MQTT_URL: 'mqtt://broker:1883', COMMAND_ACK_SECONDS: '0', COMMAND_MAX_SENDS: '2' }).mqtt).toMatchObject({
      resend: { ackSeconds: 0, maxSends: 2 },
    });
    const refusal = (env: Record<string, string>) => {
      try {
        configFromEnv(env);
      } catch (err) {
        return startupProblem(err);
      }
      return undefined;
    };
    for (const bad of ['x', '-1', '0.01', '100000'])
      expect(refusal({ COMMAND_ACK_SECONDS: bad })).toBe(`COMMAND_ACK_SECONDS must be 0 or a number of seconds from 0.1 to 86400, got "${bad}"`);
    for (const bad of ['0', '1.5', '101', 'x'])
      expect(refusal({ COMMAND_MAX_SENDS: bad })).toBe(`COMMAND_MAX_SENDS must be a whole number from 1 to 100, got "${bad}"`);
  });

  it("take the ordering app's address from ORDERING_APP_URL: absolute http(s), else the start is refused naming it", () => {
    expect(configFromEnv({}).links).toEqual({ orderingApp: undefined });
    expect(configFromEnv({ ORDERING_APP_URL: ' https://order.example.com/app ' }).links.orderingApp).toBe('https://order.example.com/app');
    for (const bad of ['order.example.com', 'ftp://order.example.com/']) {
      let thrown: unknown;
      try {
        configFromEnv({ ORDERING_APP_URL: bad });
      } catch (err) {
        thrown = err;
      }
      expect(startupProblem(thrown)).toMatch(/^ORDERING_APP_URL must be an (absolute )?http\(s\) address, got /);
    }
  });

  it("say nothing of the server's own faults (their stack trace is printed)", () => {
    expect(startupProblem(new TypeError("Cannot read properties of undefined (reading 'id')"), embedded)).toBeUndefined();
    expect(startupProblem(failure('EADDRINUSE', { port: 9999 }), embedded)).toBeUndefined();
    expect(startupProblem(failure('ENOTDIR', { path: '/elsewhere' }), embedded)).toBeUndefined();
  });
});

import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startProduct } from '../support/browser.js';

const form = (data: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(data).toString(),
});

describe('the product as npm start runs it', () => {
  it('keeps its data across a clean Ctrl-C shutdown and a restart', async () => {
    const first = await startProduct({ keepData: true });
    const dataDir = first.dataDir;
    try {
      const login = await (await fetch(`${first.url}/api/auth/login`, form({ clientId: 'console', account: 'admin', password: 'OpsDemo#2026' }))).json();
      expect(login.code).toBe(200);
      const orgs = await (
        await fetch(`${first.url}/api/user/page/list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
          body: '{}',
        })
      ).json();
      const store = orgs.data.list.find((u: { account: string }) => u.account === 'store01');
      const created = await (
        await fetch(`${first.url}/api/user/save`, {
          method: 'POST',
          headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            account: 'survivor',
            name: '残る 人',
            password: 'Keep#2026x',
            confirmPassword: 'Keep#2026x',
            orgId: store.orgId,
            roleId: store.roleId,
            status: 1,
          }),
        })
      ).json();
      expect(created.code).toBe(200);
      await first.stop();
      expect(first.exitCode()).toBe(0);

      const second = await startProduct({ dataDir, keepData: true });
      try {
        const again = await (await fetch(`${second.url}/api/auth/login`, form({ clientId: 'console', account: 'survivor', password: 'Keep#2026x' }))).json();
        expect(again.code).toBe(200);
        // the session of the first run is still valid: sessions live in the database, not in memory
        const list = await fetch(`${second.url}/api/user/page/list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect((await list.json()).code).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

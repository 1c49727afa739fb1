import type { Database, Queryable } from '../db/database.js';
import type { ServerConfig } from '../config.js';
import { hashPassword } from '../plugins/auth.js';
import { FUNCTION_CODES, MENU_LINKS, RESOURCES, type DemoRole } from '../../../resources/index.js';
import type { OrgType } from '../../domain/organisations.js';
import { seedDevices } from './seed-devices.js';
import { seedGoods, seedSuppliers } from './seed-retail.js';
import { seedReplenish } from './seed-replenish.js';
import { seedVending } from './seed-vending.js';
import { seedLanes } from './seed-lanes.js';
import { seedStock } from './seed-stock.js';
import { seedPayConfig } from './seed-pay-config.js';
import { seedPayments } from './seed-payments.js';
import { seedCash } from './seed-cash.js';
// members, points and levels (issue 16, m-members)
import { seedMembers } from './seed-members.js';
// coupons and the merchant's platform authorisation (issue 16)
import { seedCoupons } from './seed-coupons.js';
import { seedCards } from './seed-cards.js';
// campaigns (activities, issue 16, m-campaigns)
import { seedCampaigns } from './seed-campaigns.js';
// app centre (issue 17)
import { seedApps, seedReleases } from './seed-apps.js';
import { demoOrigin, seedAds } from './seed-ads.js';

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'OpsDemo#2026';

interface OrgSeed {
  key: string;
  name: string;
  type: OrgType;
  parent?: string;
  remark?: string;
}

const ORGS: OrgSeed[] = [
  { key: 'platform', name: '新運営リテールプラットフォーム', type: 'platform' },
  { key: 'east', name: '東日本サービス株式会社', type: 'agent', parent: 'platform', remark: '関東・東北の代理店' },
  { key: 'west', name: '西日本サービス株式会社', type: 'agent', parent: 'platform', remark: '関西・九州の代理店' },
  { key: 'tokyoVend', name: '東京ベンディング', type: 'merchant', parent: 'east' },
  { key: 'minatoDrinks', name: 'みなと飲料', type: 'merchant', parent: 'east' },
  { key: 'naniwa', name: 'なにわ自販機', type: 'merchant', parent: 'west' },
  { key: 'direct', name: '直営マート', type: 'merchant', parent: 'platform', remark: 'プラットフォーム直営' },
  { key: 'shibuya', name: '渋谷駅前店', type: 'store', parent: 'tokyoVend' },
  { key: 'shinjuku', name: '新宿西口店', type: 'store', parent: 'tokyoVend' },
  { key: 'shinagawa', name: '品川港南店', type: 'store', parent: 'minatoDrinks' },
  { key: 'umeda', name: '梅田店', type: 'store', parent: 'naniwa' },
  { key: 'namba', name: '難波店', type: 'store', parent: 'naniwa' },
  { key: 'ginza', name: '銀座直営店', type: 'store', parent: 'direct' },
];

const ALL = FUNCTION_CODES.map((f) => f.code);
const VIEW = ALL.filter((c) => c.endsWith('.view'));
const GROUP_OF = new Map(RESOURCES.map((r) => [r.menu.code, r.menu.parent]));
/** The menus a role with these codes needs: each code's menu entry and that entry's group. */
const menusOf = (codes: string[]) => [
  ...new Set([
    'menu.home',
    'menu.accounts',
    // other applications' entries (the ordering app): every role may open them, where they are configured
    ...MENU_LINKS.flatMap((l) => [l.code, l.parent]),
    ...codes.flatMap((c) => {
      const menu = FUNCTION_CODES.find((f) => f.code === c)!.menu;
      // and the screens that need no code of their own, only this one to view (the online report: device.view)
      const borrowing = RESOURCES.filter((r) => !r.functionCodes?.length && r.permissions.view === c).map((r) => r.menu.code);
      return [menu, GROUP_OF.get(menu) ?? menu, ...borrowing];
    }),
  ]),
];
/** The codes a demo role is granted: those whose declaration names the role in `demo` (resources/). */
const grantedTo = (role: DemoRole) => FUNCTION_CODES.filter((f) => f.demo?.includes(role)).map((f) => f.code);

interface RoleSeed {
  key: string;
  org: string;
  name: string;
  remark: string;
  codes: string[];
  isDefault?: boolean;
}
const ROLES: RoleSeed[] = [
  { key: 'platformAdmin', org: 'platform', name: '運営管理者', remark: 'すべての機能', codes: ALL },
  { key: 'platformViewer', org: 'platform', name: '運営閲覧者', remark: '閲覧のみ', codes: VIEW },
  {
    key: 'agentAdmin',
    org: 'platform',
    name: '代理店管理者',
    remark: '代理店配下の管理',
    codes: ALL.filter((c) => !FUNCTION_CODES.find((f) => f.code === c)?.platformOnly),
  },
  // a merchant's users, organisations, devices, goods, money, members, marketing, apps and ads
  { key: 'merchantAdmin', org: 'platform', name: '加盟店管理者', remark: '加盟店と店舗の管理', codes: grantedTo('merchantAdmin') },
  { key: 'storeStaff', org: 'platform', name: '店舗担当者', remark: '店舗の閲覧', codes: grantedTo('storeStaff'), isDefault: true },
  { key: 'bdStaff', org: 'platform', name: 'BD担当', remark: 'BD の業務', codes: grantedTo('bdStaff') },
];

interface UserSeed {
  account: string;
  name: string;
  org: string;
  role?: string;
  phone?: string;
  email?: string;
  isSuper?: boolean;
  kind?: 'staff' | 'visitor';
  bd?: { rank: number; jobNumber: string; provider: string; binds: string[] };
}
/** Demo accounts: one per level of the estate, BD staff, and a visitor that cannot log in. */
export const DEMO_USERS: UserSeed[] = [
  { account: 'admin', name: 'システム管理者', org: 'platform', isSuper: true, email: 'admin@example.com' },
  { account: 'ops01', name: '佐藤 花子', org: 'platform', role: 'platformAdmin', phone: '090-1234-5601', email: 'ops01@example.com' },
  { account: 'viewer01', name: '高橋 健', org: 'platform', role: 'platformViewer', phone: '090-1234-5602' },
  { account: 'agent01', name: '鈴木 一郎', org: 'east', role: 'agentAdmin', phone: '090-1234-5603', email: 'agent01@example.com' },
  { account: 'agent02', name: '田中 美咲', org: 'west', role: 'agentAdmin', phone: '13800138000' },
  { account: 'merchant01', name: '伊藤 翔', org: 'tokyoVend', role: 'merchantAdmin', phone: '080-2345-6701' },
  { account: 'merchant02', name: '山本 さくら', org: 'naniwa', role: 'merchantAdmin', phone: '080-2345-6702' },
  { account: 'store01', name: '中村 陽菜', org: 'shibuya', role: 'storeStaff', phone: '070-3456-7801' },
  {
    account: 'bd01',
    name: '小林 大輔',
    org: 'east',
    role: 'bdStaff',
    phone: '090-4567-8901',
    bd: { rank: 1, jobNumber: 'BD-0001', provider: 'east', binds: ['tokyoVend', 'minatoDrinks'] },
  },
  {
    account: 'bd02',
    name: '加藤 直樹',
    org: 'east',
    role: 'bdStaff',
    phone: '090-4567-8902',
    bd: { rank: 4, jobNumber: 'BD-0002', provider: 'east', binds: ['shibuya'] },
  },
  {
    account: 'bd03',
    name: 'Li Wei',
    org: 'west',
    role: 'bdStaff',
    phone: '13912345678',
    bd: { rank: 1, jobNumber: 'BD-0003', provider: 'west', binds: ['naniwa'] },
  },
  { account: 'guest01', name: 'ゲスト', org: 'platform', role: 'platformViewer', kind: 'visitor' },
];

/** How long seeding took, in all and per step (the server logs it). */
export interface SeedReport {
  ms: number;
  steps: { step: string; ms: number }[];
}

/** Seeds the demo estate into an empty database; answers how long it took, or null when the database had data. */
export async function seedDemo(
  db: Database,
  config: Pick<ServerConfig, 'argon2'> & Partial<Pick<ServerConfig, 'demoPayOrders' | 'host' | 'port'>>,
): Promise<SeedReport | null> {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from organisations');
  if (n > 0) return null;
  const began = performance.now();
  const steps: SeedReport['steps'] = [];
  const step = async (name: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    steps.push({ step: name, ms: Math.round(performance.now() - t) });
  };
  const hash = await hashPassword(DEMO_PASSWORD, config);
  await db.transaction(async (tx) => {
    const orgIds = new Map<string, { id: number; path: string; depth: number }>();
    await step('organisations', async () => {
      for (const o of ORGS) {
        const parent = o.parent ? orgIds.get(o.parent)! : undefined;
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into organisations (parent_id, path, depth, type, name, remark) values ($1, '', $2, $3, $4, $5) returning id`,
          [parent?.id ?? null, (parent?.depth ?? 0) + 1, o.type, o.name, o.remark ?? ''],
        );
        const path = `${parent?.path ?? '/'}${id}/`;
        await tx.query('update organisations set path = $2 where id = $1', [id, path]);
        orgIds.set(o.key, { id, path, depth: (parent?.depth ?? 0) + 1 });
      }
    });
    await step('devices', () => seedDevices(tx, orgIds));
    await step('suppliers', () => seedSuppliers(tx, orgIds));
    await step('goods', () => seedGoods(tx, orgIds));
    await step('lanes', () => seedLanes(tx));
    await step('vending', () => seedVending(tx));
    await step('roles and users', async () => {
      const roleIds = new Map<string, number>();
      for (const r of ROLES) {
        const [{ id }] = await tx.query<{ id: number }>('insert into roles (org_id, name, remark, is_default) values ($1, $2, $3, $4) returning id', [
          orgIds.get(r.org)!.id,
          r.name,
          r.remark,
          r.isDefault ?? false,
        ]);
        roleIds.set(r.key, id);
        await grant(tx, id, [...menusOf(r.codes), ...r.codes]);
      }
      for (const u of DEMO_USERS) {
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into users (account, name, phone, email, password_hash, org_id, role_id, is_super, kind)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [
            u.account,
            u.name,
            u.phone ?? null,
            u.email ?? null,
            hash,
            orgIds.get(u.org)!.id,
            u.role ? roleIds.get(u.role)! : null,
            u.isSuper ?? false,
            u.kind ?? 'staff',
          ],
        );
        await tx.query('insert into password_history (user_id, password_hash) values ($1, $2)', [id, hash]);
        if (u.bd) {
          await tx.query('insert into bd_users (user_id, rank, job_number, provider_org_id) values ($1, $2, $3, $4)', [
            id,
            u.bd.rank,
            u.bd.jobNumber,
            orgIds.get(u.bd.provider)!.id,
          ]);
          for (const b of u.bd.binds) await tx.query('insert into bd_org_bindings (org_id, bd_user_id) values ($1, $2)', [orgIds.get(b)!.id, id]);
        }
      }
    });
    await step('stock', () => seedStock(tx, orgIds));
    await step('replenishment', () => seedReplenish(tx, orgIds));
    await step('payment configs', () => seedPayConfig(tx, orgIds));
    // after the configs: the history's orders name their organisation's default config
    await step('payments', () => seedPayments(tx, config.demoPayOrders ?? 0));
    await step('cash', () => seedCash(tx));
    // members, points and levels (issue 16, m-members)
    await step('members', () => seedMembers(tx));
    // coupons and the merchant's platform authorisation (issue 16)
    await step('coupons', () => seedCoupons(tx));
    // wallet card designs of both platforms in each review state (issue 16)
    await step('cards', () => seedCards(tx));
    // campaigns (activities, issue 16, m-campaigns): after the members and coupons steps
    await step('campaigns', () => seedCampaigns(tx));
    // app centre (issue 17): apps of each platform with versions and packages, a kiosk whitelist row
    await step('apps', () => seedApps(tx, orgIds));
    // releases in each scope kind, a gray release held with its gray devices, a kiosk app (issue 17, second part)
    await step('app releases', () => seedReleases(tx, orgIds));
    // a small ad estate of merchant01 with a week of plays (issue 28 item 9)
    await step('ads', () => seedAds(tx, demoOrigin(config)));
  });
  return { ms: Math.round(performance.now() - began), steps };
}

async function grant(tx: Queryable, roleId: number, codes: string[]) {
  for (const code of codes) await tx.query('insert into role_permissions (role_id, code) values ($1, $2) on conflict do nothing', [roleId, code]);
}

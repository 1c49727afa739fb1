/**
 * A resource declaration: plain data (no JSX) that the console turns into generic List/Create/Edit/Show
 * screens and the server reads for the permission menu it seeds. Adding a plain CRUD screen means a
 * schema in schemas/ and one of these.
 */
// type only (erased): the names of the icons the console bundles
import type { MenuIconName } from '../src/console/shell/icons';
import type { ConfiguredLinks } from '../src/domain/console-config';

export interface ResourceDeclaration {
  /** The react-admin resource name and route path ('users' → /users). */
  name: string;
  /** The schema file, relative to schemas/ ('accounts/user.schema.json'). */
  schema: string;
  /** Which `$defs` of the schema each form renders. */
  forms?: { create?: string; edit?: string; filter?: string };
  /** The contract operationId serving each verb; a verb without one is not offered. */
  calls: {
    list?: string;
    get?: string;
    create?: string;
    update?: string;
    delete?: string;
    /** The filtered list as a streamed .xlsx file (the table handler's export verb). */
    export?: string;
    /** Enable/disable: an operation taking {status} (with the id in the path or the body). */
    status?: string | { enable: string; disable: string };
    /** Extra actions on one record, by name ('resetPassword' → operationId). */
    actions?: Record<string, string>;
    /**
     * The call answering the choices when another form picks a record of this resource, with the form's
     * fields it passes on (`{ call: 'roleList', from: { orgId: 'orgId' } }`: the roles assignable in the
     * organisation the form has chosen). Without it pickers search the list call.
     */
    options?: { call: string; from?: Record<string, string> };
  };
  /**
   * How this resource's forms narrow the choices of a reference field searched through the list call: list
   * filters taken from the form's fields (`from`, filter → field) and fixed ones (`fixed`). A purchase order's
   * goods: `{ goodsId: { from: { orgId: 'orgId' }, fixed: { status: 1 } } }` — the enabled goods of the order's
   * organisation, what the server accepts.
   */
  pickers?: Record<string, { from?: Record<string, string>; fixed?: Record<string, unknown> }>;
  /**
   * The calls the generic table handler serves from the schema's `x-table`, keyed like `calls` (`list`: the
   * paged list, `options`: the pickers' list, `get`, `create`, `update`, `status`, `delete`), each by its path (POST;
   * `{id}` in a path is the record's id). Their contract entries are derived from this, `calls`,
   * `permissions` and the schema (src/server/contract/table-entries.ts): nothing is written in openapi/.
   * `export`: the list's filters answered as a streamed .xlsx file (the schema's `x-table.export`), by
   * `permissions.export`.
   */
  paths?: { list?: string; options?: string; get?: string; create?: string; update?: string; status?: string; delete?: string; export?: string };
  /**
   * Why the `paths` are the project's own when spec document 2 §7 lists none of them: their contract entries
   * carry it as `x-not-in-spec` (tests/contract/contract.test.ts refuses a call neither listed nor marked).
   */
  notInSpec?: string;
  /** The field identifying a record when it is not `id` (BD records are keyed by `userId`). */
  idField?: string;
  /**
   * The id is these fields joined by '/' (alarm rules: `temperatureHigh/VM-100`), each one a parameter of the
   * calls naming one record (`/alarm/rule/get/{sourceType}/{source}`).
   */
  idParts?: string[];
  /**
   * How a picker of this resource's records searches and names them: `search`, the list filter the typed text goes
   * to (default `recordLabel`); `label`, the fields each choice shows, joined (default `recordLabel`).
   */
  choice?: { search?: string; label?: string[] };
  /** The field naming a record in titles and confirmations. */
  recordLabel: string;
  /**
   * Where one field does not tell records apart in tabs, the breadcrumb and the document title: a template of
   * the record's fields (`'{appName} {version} #{id}'`: two releases of one app). Pickers still use `recordLabel`.
   */
  recordTitle?: string;
  list: {
    columns: Column[];
    /** Filter fields, taken from the list call's request schema. */
    filters: string[];
    defaultSort: { field: string; order: 'ASC' | 'DESC' };
    /**
     * Toolbar actions beyond create, each a registered component (crud/registry.ts, given the declaration)
     * shown to holders of `permissions[action]` when the contract has `calls.actions[action]`.
     */
    actions?: { action: string; screen: string }[];
    /**
     * A panel each row opens below itself: a registered component (crud/registry.ts, given the declaration, the
     * row its record context) — a drill-down that needs no page of its own (a market app's released versions).
     */
    expand?: string;
  };
  /**
   * Jobs done by sending a form to a call (`calls.actions[action]`), offered to holders of `permissions[action]`:
   * on each row and its detail page (`on: 'row'`, the form filled from the record) or in the list's toolbar
   * (`on: 'list'`). Texts: `resources.<name>.actions.<action>` (button and dialog title) and `….<action>Done`
   * (the notice, given the call's answer as parameters).
   */
  formActions?: FormAction[];
  /** Fields shown on the detail screen (defaults to the list columns). */
  show?: Column[];
  /** Where the resource sits in the side menu. */
  menu: MenuPlacement;
  /** The function code each action needs (the server enforces the same codes per call). */
  permissions: {
    view: string;
    create?: string;
    update?: string;
    delete?: string;
    status?: string;
    /** The export call (`calls.export`). */
    export?: string;
    [action: string]: string | undefined;
  };
  /** Function codes under this resource's menu entry (areas after accounts declare theirs here). */
  functionCodes?: { code: string; platformOnly?: boolean; demo?: DemoRole[] }[];
  /** Bespoke screens replacing generic ones, by registry key (`list: 'org-tree'`). */
  screens?: { list?: string; create?: string; edit?: string; show?: string };
}

export interface FormAction {
  /** The key of `calls.actions` and `permissions`. */
  action: string;
  /** The `$defs` entry of the resource's schema file the dialog renders and the call takes (`file#def`: another file's). */
  form: string;
  on: 'row' | 'list';
  /** The button's icon (src/console/crud/FormAction.tsx ACTION_ICONS). */
  icon: 'points' | 'writeOff' | 'copy' | 'claim' | 'edit';
  /** Form fields taken from the record (form field → record field), shown read-only. */
  fill?: Record<string, string>;
  /** Form fields started from the record (form field → record field), left to change (a release's modes). */
  start?: Record<string, string>;
  /** Offered only for records whose field holds one of these values (a coupon not yet used). */
  when?: Record<string, readonly unknown[]>;
  /** Asks once more before sending: what it does cannot be undone (a write-off). */
  confirm?: boolean;
}

export interface Column {
  /** A field of the record. */
  source: string;
  /**
   * How to render: text (default), status chip, date-time, an enum translated by `enum`, a number, an amount of
   * money (grouped, two decimals at most), an image (a thumbnail of the goods image key the field holds).
   */
  type?: 'text' | 'status' | 'datetime' | 'enum' | 'boolean' | 'number' | 'money' | 'image';
  /** With type 'enum': the i18n enum group (`enum.orgType.agent`). */
  enum?: string;
  sortable?: boolean;
  /** Left out until the user shows it with the list's column chooser (which remembers the choice). */
  hidden?: boolean;
}

export interface MenuPlacement {
  /** The top-level menu group's code ('menu.accounts'). */
  parent: string;
  /** This entry's menu code; a role must hold it to see the entry. */
  code: string;
  /** A menu icon the console bundles: a new one is registered in MENU_ICONS, src/console/shell/icons.tsx. */
  icon: MenuIconName;
  sort: number;
  /** A route of its own that the side menu does not list (reached from another screen: /qrcodeSet). */
  hidden?: boolean;
  /**
   * The top-level group the side menu opens while this page is shown (route meta `openedName`, document 2 §2);
   * its own group when absent.
   */
  openedName?: string;
}

/** A top-level menu group. */
export interface MenuGroup {
  code: string;
  /** As a menu entry's icon. */
  icon: MenuIconName;
  sort: number;
  /** A path for groups that are pages themselves (home). */
  path?: string;
  notCache?: boolean;
  /** Stays a group with a single visible entry (route meta `showAlways`): else that entry shows in its place. */
  showAlways?: boolean;
}

/**
 * A menu entry that opens another application's address in a new window (document 2 §2), the address set by the
 * server's configuration (`href`: which one); left out of the menu while that address is unset. Every role of
 * the demo estate holds it.
 */
export interface MenuLinkEntry {
  code: string;
  /** The top-level group's code. */
  parent: string;
  icon: MenuIconName;
  sort: number;
  href: keyof ConfiguredLinks;
}

/** A function code under a menu entry (what a role can be granted beyond seeing the page). */
export interface FunctionCode {
  code: string;
  menu: string;
  /** Only roles of the platform may hold it. */
  platformOnly?: boolean;
  /** The demo roles granted it (src/server/demo/seed.ts). */
  demo?: DemoRole[];
}

/**
 * The demo roles whose codes are chosen code by code, by `demo` on each code; the platform's administrator and
 * viewer and the agents' administrator take every code (every view code, every code not platform-only).
 */
export type DemoRole = 'merchantAdmin' | 'storeStaff' | 'bdStaff';

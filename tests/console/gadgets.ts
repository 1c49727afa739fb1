/**
 * A resource declared by the tests themselves ("gadgets"): its schema file (with references to the real
 * common and user schemas), its calls and its labels. Registering it shows that a schema and a
 * declaration are all a plain CRUD screen needs.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceDeclaration } from '../../resources/types';
import { SCHEMAS, SCHEMA_BASE } from '../../src/generated/schemas';
import { OPERATIONS } from '../../src/console/providers/http';
import { mergeMessages, messagesFor, LANGUAGES } from '../../src/console/i18n/all';
import type { Locale } from '../../src/domain/locale';

export const GADGET_SCHEMA_FILE = 'test/gadget.schema.json';

export const gadgetSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCHEMA_BASE + GADGET_SCHEMA_FILE,
  title: 'gadget',
  description: 'A thing the tests declare (this English description must not reach the form).',
  $defs: {
    name: { type: 'string', minLength: 1, maxLength: 50, 'x-message': 'validation.personName', pattern: '^[^0-9]+$' },
    code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$', 'x-message': 'validation.jobNumber' },
    create: {
      type: 'object',
      required: ['name', 'code', 'secret', 'confirmSecret', 'status'],
      properties: {
        name: { $ref: '#/$defs/name' },
        code: { $ref: '#/$defs/code' },
        phone: { $ref: '../accounts/user.schema.json#/$defs/phone' },
        secret: { $ref: '../accounts/user.schema.json#/$defs/password' },
        confirmSecret: { type: 'string', 'x-sameAs': 'secret', 'x-message': 'validation.passwordMismatch' },
        status: { $ref: '../common/common.schema.json#/$defs/status', default: 1 },
      },
      additionalProperties: false,
    },
    update: {
      type: 'object',
      required: ['id', 'name', 'status'],
      properties: {
        id: { $ref: '../common/common.schema.json#/$defs/id' },
        name: { $ref: '#/$defs/name' },
        phone: { $ref: '../accounts/user.schema.json#/$defs/phone' },
        status: { $ref: '../common/common.schema.json#/$defs/status' },
      },
      additionalProperties: false,
    },
    pageQuery: {
      type: 'object',
      properties: {
        pageNum: { $ref: '../common/common.schema.json#/$defs/pageNum' },
        pageSize: { $ref: '../common/common.schema.json#/$defs/pageSize' },
        sort: {
          type: 'object',
          properties: { field: { type: 'string', enum: ['id', 'name'] }, order: { $ref: '../common/common.schema.json#/$defs/sortOrder' } },
        },
        name: { type: 'string', maxLength: 50 },
        status: { $ref: '../common/common.schema.json#/$defs/status' },
      },
      additionalProperties: false,
    },
  },
};

export const GADGET_OPERATIONS = {
  gadgetPageList: { method: 'POST', path: '/test/gadget/page/list', permission: 'gadget.view', successCode: 200, contentType: 'application/json' },
  gadgetGet: { method: 'GET', path: '/test/gadget/get', permission: 'gadget.view', successCode: 200, contentType: null },
  gadgetSave: { method: 'POST', path: '/test/gadget/save', permission: 'gadget.save', successCode: 200, contentType: 'application/json' },
  gadgetUpdate: { method: 'POST', path: '/test/gadget/update', permission: 'gadget.update', successCode: 200, contentType: 'application/json' },
  gadgetDelete: { method: 'POST', path: '/test/gadget/del/{id}', permission: 'gadget.delete', successCode: 200, contentType: null },
  gadgetStatus: { method: 'POST', path: '/test/gadget/status/{id}', permission: 'gadget.status', successCode: 200, contentType: 'application/json' },
  gadgetEnable: { method: 'POST', path: '/test/gadget/enable', permission: 'gadget.status', successCode: 200, contentType: 'application/json' },
  gadgetDisable: { method: 'POST', path: '/test/gadget/disable', permission: 'gadget.status', successCode: 200, contentType: 'application/json' },
  gadgetPing: { method: 'POST', path: '/test/gadget/ping/{id}', permission: 'gadget.view', successCode: 0, contentType: 'application/x-www-form-urlencoded' },
} as const;

export const gadgets: ResourceDeclaration = {
  name: 'gadgets',
  schema: GADGET_SCHEMA_FILE,
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'gadgetPageList',
    get: 'gadgetGet',
    create: 'gadgetSave',
    update: 'gadgetUpdate',
    delete: 'gadgetDelete',
    status: 'gadgetStatus',
    actions: { ping: 'gadgetPing' },
  },
  recordLabel: 'name',
  list: {
    columns: [{ source: 'id', type: 'number', sortable: true }, { source: 'name', sortable: true }, { source: 'code' }, { source: 'status', type: 'status' }],
    filters: ['name', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.test', code: 'menu.gadgets', icon: 'Widgets', sort: 1 },
  permissions: { view: 'gadget.view', create: 'gadget.save', update: 'gadget.update', delete: 'gadget.delete', status: 'gadget.status' },
};

/** Registers the schema file and the calls (idempotent). */
export function registerGadgets() {
  (SCHEMAS as Record<string, unknown>)[gadgetSchema.$id] = gadgetSchema;
  Object.assign(OPERATIONS, GADGET_OPERATIONS);
}

const LABELS: Record<Locale, object> = {
  ja: {
    resources: {
      gadgets: {
        name: 'ガジェット',
        fields: { id: 'ID', name: 'ガジェット名', code: 'コード', phone: '電話番号', secret: '暗証', confirmSecret: '暗証（確認）', status: '状態' },
      },
    },
  },
  'zh-CN': {
    resources: {
      gadgets: {
        name: '小工具',
        fields: { id: 'ID', name: '小工具名称', code: '编码', phone: '手机号', secret: '密码', confirmSecret: '确认密码', status: '状态' },
      },
    },
  },
  'zh-TW': {
    resources: {
      gadgets: {
        name: '小工具',
        fields: { id: 'ID', name: '小工具名稱', code: '代碼', phone: '手機號碼', secret: '密碼', confirmSecret: '確認密碼', status: '狀態' },
      },
    },
  },
  en: {
    resources: {
      gadgets: {
        name: 'Gadget |||| Gadgets',
        fields: { id: 'ID', name: 'Gadget name', code: 'Code', phone: 'Phone', secret: 'Secret', confirmSecret: 'Confirm secret', status: 'Status' },
      },
    },
  },
};

/** The console's messages plus the gadgets' labels. */
export function testI18nProvider(locale: Locale = 'ja') {
  return polyglotI18nProvider((l) => mergeMessages(messagesFor(l as Locale), LABELS[l as Locale] as Record<string, unknown>) as never, locale, LANGUAGES);
}

/**
 * The data provider: react-admin's verbs mapped onto the documented calls each resource declaration names
 * (resources/): getList → the paged list call `{pageNum, pageSize, sort:{field, order}, ...filter}` →
 * `{list, total}`; getOne → the get call (query or path `id`); create → `{id}`; update → the whole
 * editable record (the properties the edit schema declares); delete; plus `setStatus` (enable/disable)
 * and `action` (extra actions by name).
 */
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import { RESOURCES } from '../../../resources/index';
import type { ResourceDeclaration } from '../../../resources/types';
import { ApiError, callDeclared, operation, undescribed } from './http';
import { enabledBody, formSchema, sortFields } from './schemas';
import { offers, type Verb } from './offers';
import { translate } from './i18nProvider';

// react-admin's verbs are generic in the record type R a screen asks for; the records are what the server
// answers for the resource (RaRecord here), so each verb states its result as R's once (`as ...<R>`)

export interface SetStatusParams {
  id: Identifier;
  /** 1 enabled, 0 disabled. */
  status: number;
}

export interface OpsDataProvider extends DataProvider {
  /** Enables (1) or disables (0) one record through the resource's status call(s). */
  setStatus(resource: string, params: SetStatusParams): Promise<{ data: unknown }>;
  /** Runs one of the resource's extra actions (`calls.actions[name]`) with these parameters. */
  action(resource: string, name: string, params?: Record<string, unknown>): Promise<{ data: unknown }>;
}

export { offers };

/** The id field of a resource's records (`id` unless the declaration names another). */
export const idFieldOf = (decl: ResourceDeclaration) => decl.idField ?? 'id';

/** A record as react-admin wants it: with `id` (copied from the declared id field when that differs). */
export function toRecord(decl: ResourceDeclaration, raw: unknown): RaRecord {
  const rec = (raw ?? {}) as Record<string, unknown>;
  const idField = idFieldOf(decl);
  // a declared id field is the record's identity even when the record also has a numeric `id` (devices are
  // addressed by serial number: /devices/DEMO-000001/show)
  return (idField === 'id' || rec[idField] === undefined ? rec : { ...rec, id: rec[idField] }) as RaRecord;
}

/** An id as the server wants it: a route parameter '12' is the integer 12. */
export const toServerId = (id: Identifier): Identifier => (typeof id === 'string' && /^\d+$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : id);

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function createDataProvider(resources: ResourceDeclaration[] = RESOURCES): OpsDataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));

  const declaration = (resource: string) => {
    const decl = byName.get(resource);
    if (!decl) throw new ApiError(100404, translate('errors.100404'), 404, undefined, resource);
    return decl;
  };
  const opFor = (decl: ResourceDeclaration, verb: Verb) => {
    const id = decl.calls[verb];
    if (!id) throw new ApiError(101015, translate('errors.101015'), 400, undefined, `${decl.name}.${verb}`);
    return id;
  };
  /** The record's id under the declared id field (and as `{id}` when the call's path names it so). */
  const idParams = (decl: ResourceDeclaration, id: Identifier, operationId?: string) => {
    const field = idFieldOf(decl);
    const out: Record<string, unknown> = { [field]: toServerId(id) };
    if (field !== 'id' && operationId && operation(operationId)?.path.includes('{id}')) out.id = toServerId(id);
    if (decl.idParts?.length) {
      // the parts alone (the bodies of such calls take no id field); the last one takes what remains
      const parts = decl.idParts;
      const pieces = String(id).split('/');
      return Object.fromEntries(parts.map((name, i) => [name, i === parts.length - 1 ? pieces.slice(i).join('/') : pieces[i]]));
    }
    return out;
  };

  /** Only filters the list call declares (when its schema is known), without empty values. */
  const filterBody = (decl: ResourceDeclaration, filter: Record<string, unknown> = {}) => {
    const declared = formSchema(decl, 'filter')?.properties;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(filter)) {
      if (isEmpty(v) || ['pageNum', 'pageSize', 'sort'].includes(k)) continue;
      if (declared && !declared[k]) continue;
      out[k] = v;
    }
    return out;
  };

  const list = async (decl: ResourceDeclaration, params: Partial<GetListParams>) => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    // a list call without paging (its query takes no pageNum: the app market as one list, the kiosk apps) answers
    // every row at once, capped by the server: shown a page at a time here
    const query = formSchema(decl, 'filter');
    const paged = !query || Boolean(query.properties?.pageNum);
    const body: Record<string, unknown> = paged ? { pageNum: page, pageSize: perPage, ...filterBody(decl, params.filter) } : filterBody(decl, params.filter);
    const sort = params.sort;
    if (sort?.field) {
      const field = sort.field === 'id' ? idFieldOf(decl) : sort.field;
      const allowed = sortFields(decl);
      if (allowed ? allowed.includes(field) : paged) body.sort = { field, order: sort.order === 'ASC' ? 'asc' : 'desc' };
    }
    const data = await undescribed<{ list?: unknown[]; total?: number; totalCapped?: boolean } | unknown[]>(
      callDeclared(opFor(decl, 'list'), body, { signal: params.signal }),
    );
    if (Array.isArray(data)) {
      const all = data.map((r) => toRecord(decl, r));
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    }
    const rows = (data?.list ?? []).map((r) => toRecord(decl, r));
    // a total counted only up to a ceiling is said as such by the list's pagination
    return { data: rows, total: typeof data?.total === 'number' ? data.total : rows.length, ...(data?.totalCapped ? { meta: { totalCapped: true } } : {}) };
  };

  const getOne = async (decl: ResourceDeclaration, id: Identifier, signal?: AbortSignal) => {
    const data = await callDeclared(opFor(decl, 'get'), idParams(decl, id, decl.calls.get), { signal });
    return toRecord(decl, data);
  };

  /** The body of an update: the properties the edit schema declares (null meaning absent), with the id. */
  const updateBody = (decl: ResourceDeclaration, id: Identifier, data: Record<string, unknown>) => {
    const props = formSchema(decl, 'edit')?.properties;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === undefined) continue;
      if (props && !props[k]) continue;
      out[k] = v;
    }
    const idField = idFieldOf(decl);
    if (!props || props[idField]) out[idField] = toServerId(id);
    return out;
  };

  const dataProvider: OpsDataProvider = {
    async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      return (await list(declaration(resource), params)) as GetListResult<R>;
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
      return { data: (await getOne(declaration(resource), params.id, params.signal)) as R };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
      const decl = declaration(resource);
      const ids = [...new Set(params.ids)];
      if (decl.calls.get) {
        const settled = await Promise.allSettled(ids.map((id) => getOne(decl, id, params.signal)));
        // a record gone or out of scope is simply missing from the answer
        const found = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        if (!found.length && settled.length && settled[0].status === 'rejected') throw settled[0].reason;
        return { data: found as R[] };
      }
      const { data } = await list(decl, { pagination: { page: 1, perPage: 100 }, filter: {} });
      const wanted = new Set(ids.map(String));
      return { data: data.filter((r) => wanted.has(String(r.id))) as R[] };
    },

    async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult<R>> {
      const decl = declaration(resource);
      return (await list(decl, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as GetManyReferenceResult<R>;
    },

    async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams,
    ): Promise<CreateResult<Result>> {
      const decl = declaration(resource);
      const answer = await undescribed<Record<string, unknown> | null>(callDeclared(opFor(decl, 'create'), params.data as Record<string, unknown>));
      const idField = idFieldOf(decl);
      const id = (answer?.[idField] ?? answer?.id) as Identifier;
      return { data: { ...params.data, [idField]: id, id } as Result };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> {
      const decl = declaration(resource);
      const body = updateBody(decl, params.id, params.data as Record<string, unknown>);
      await callDeclared(opFor(decl, 'update'), body);
      return { data: { ...(params.previousData ?? {}), ...params.data, id: params.id } as R };
    },

    async updateMany<R extends RaRecord>(resource: string, params: UpdateManyParams): Promise<UpdateManyResult<R>> {
      const decl = declaration(resource);
      const done: Identifier[] = [];
      for (const id of params.ids) {
        await callDeclared(opFor(decl, 'update'), updateBody(decl, id, params.data as Record<string, unknown>));
        done.push(id);
      }
      return { data: done as R['id'][] };
    },

    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
      const decl = declaration(resource);
      await callDeclared(opFor(decl, 'delete'), idParams(decl, params.id, decl.calls.delete));
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },

    async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>): Promise<DeleteManyResult<R>> {
      const decl = declaration(resource);
      const done: R['id'][] = [];
      for (const id of params.ids) {
        await callDeclared(opFor(decl, 'delete'), idParams(decl, id, decl.calls.delete));
        done.push(id);
      }
      return { data: done };
    },

    async setStatus(resource, { id, status }) {
      const decl = declaration(resource);
      const s = decl.calls.status;
      if (!s) throw new ApiError(101015, translate('errors.101015'), 400, undefined, `${resource}.status`);
      const data =
        typeof s === 'string'
          ? await callDeclared(s, { ...idParams(decl, id, s), ...enabledBody(decl, status) })
          : await callDeclared(status === 1 ? s.enable : s.disable, idParams(decl, id, status === 1 ? s.enable : s.disable));
      return { data };
    },

    async action(resource, name, params = {}) {
      const decl = declaration(resource);
      const op = decl.calls.actions?.[name];
      if (!op) throw new ApiError(101015, translate('errors.101015'), 400, undefined, `${resource}.${name}`);
      return { data: await callDeclared(op, params) };
    },
  };
  return dataProvider;
}

export const dataProvider = createDataProvider();

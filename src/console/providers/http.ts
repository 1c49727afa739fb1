/**
 * The documented calls by operationId (generated from openapi/), made through providers/request.ts: path
 * parameters filled in, the rest sent as the contract says, the id, params and answer typed from it.
 */
import { OPERATIONS as GENERATED_OPERATIONS, type OperationId, type OperationInfo } from '../../generated/operations';
import type { OperationTypes } from '../../generated/operation-types';
import { translate } from './translate';
import { ApiError } from './api-error';
import { request, type RequestOptions, type Scalar } from './request';

export { ApiError, isApiError, type FieldError } from './api-error';
export { API_PREFIX, http, request } from './request';

/** The documented calls by operationId (generated from openapi/). */
export const OPERATIONS: Record<string, OperationInfo> = GENERATED_OPERATIONS;

/** The operation with this id, or undefined when the contract has no such call (yet). */
export function operation(operationId: string): OperationInfo | undefined {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, operationId) ? OPERATIONS[operationId] : undefined;
}

type Types<K extends OperationId> = OperationTypes[K];
/** What goes besides the path: the query of a GET or DELETE, else the body (as `invoke` sends it). */
type Sent<K extends OperationId> = (typeof GENERATED_OPERATIONS)[K]['method'] extends 'GET' | 'DELETE' ? Types<K>['query'] : Types<K>['body'];
type Joined<P, S> = [P] extends [never] ? ([S] extends [never] ? Record<string, never> : S) : [S] extends [never] ? P : P & S;

/** What `callOperation(K, params)` takes: the call's path parameters and its query or body, from the contract. */
export type CallParams<K extends OperationId> = Joined<Types<K>['params'], Sent<K>>;
/** What `callOperation(K)` answers: the success envelope's `data` (`unknown` where the contract leaves it out). */
export type CallAnswer<K extends OperationId> = Types<K>['answer'];
type CallOptions = Pick<RequestOptions, 'report' | 'signal'>;
/** The params may be left out when the call needs none. */
type CallArgs<K extends OperationId> =
  Record<string, never> extends CallParams<K> ? [params?: CallParams<K>, opts?: CallOptions] : [params: CallParams<K>, opts?: CallOptions];

/**
 * Makes a documented call by its operationId: path parameters (`{id}`) are taken from `params`, the rest
 * goes as query parameters (GET), a form, a multipart form or a JSON body, as the contract says. The id,
 * the params and the answer are typed from the contract (src/generated/operation-types.ts).
 */
export function callOperation<K extends OperationId>(operationId: K, ...[params, opts]: CallArgs<K>): Promise<CallAnswer<K>> {
  return invoke(operationId, params ?? {}, opts) as Promise<CallAnswer<K>>;
}

/**
 * A call chosen at run time, by data (a resource declaration, a schema widget's options): its id is checked
 * when it is made (an id the contract lacks is 100404), its params are only known to be an object (the
 * server checks them against the contract) and its answer is read as `unknown`.
 */
export function callDeclared(operationId: string, params: object = {}, opts: CallOptions = {}): Promise<unknown> {
  return invoke(operationId, Object.fromEntries(Object.entries(params)), opts);
}

/**
 * The answer of a call whose `data` the contract does not describe (its CallAnswer is `unknown`), or of a
 * call chosen at run time, as the screen reads it: an assertion, named so that each one can be found and
 * replaced by describing the answer in openapi/.
 */
export const undescribed = <T>(answer: Promise<unknown>): Promise<T> => answer as Promise<T>;

async function invoke(operationId: string, params: Readonly<Record<string, unknown>>, opts: CallOptions = {}): Promise<unknown> {
  const op = operation(operationId);
  if (!op) throw new ApiError(100404, translate('errors.100404'), 404, undefined, operationId);
  const used = new Set<string>();
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new ApiError(100001, translate('errors.100001'), 400, [{ field: name, message: translate('validation.required') }]);
    return encodeURIComponent(String(value));
  });
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!used.has(k)) rest[k] = v;
  const base: RequestOptions = { method: op.method, successCode: op.successCode, ...opts };
  if (op.method === 'GET' || op.method === 'DELETE') return request(path, { ...base, searchParams: rest as Record<string, Scalar> });
  switch (op.contentType) {
    case 'application/x-www-form-urlencoded':
      return request(path, { ...base, form: rest as Record<string, Scalar> });
    case 'multipart/form-data': {
      const fd = new FormData();
      for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) fd.append(k, v instanceof Blob ? v : String(v));
      return request(path, { ...base, formData: fd });
    }
    case 'application/json':
      return request(path, { ...base, json: rest });
    default:
      // an upload: the contract loader leaves a multipart body's media type out (its handler streams it)
      if (Object.values(rest).some((v) => v instanceof Blob)) {
        const fd = new FormData();
        for (const [k, v] of Object.entries(rest)) {
          if (v instanceof File) fd.append(k, v, v.name);
          else if (v !== undefined && v !== null) fd.append(k, v instanceof Blob ? v : String(v));
        }
        return request(path, { ...base, formData: fd });
      }
      return request(path, base);
  }
}

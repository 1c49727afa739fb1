import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../domain/locale.js';
import type { Database } from './db/database.js';
import type { ServerConfig } from './config.js';
import type { OperationId } from '../generated/operations.js';
import type { OperationTypes } from '../generated/operation-types.js';

/** The logged-in caller, read afresh from the database on every call. */
export interface SessionUser {
  userId: number;
  account: string;
  name: string;
  orgId: number;
  /** Materialised path of the caller's organisation ('/1/4/'): its subtree is the caller's scope. */
  orgPath: string;
  orgType: string;
  roleId: number | null;
  isSuper: boolean;
  /** Function and menu codes of the caller's role (all codes for the super admin). */
  permissions: Set<string>;
  tokenHash: string;
}

/**
 * What a handler is given. Its body, query and path parameters are what the contract plugin validated
 * against the operation's schemas; `ContextOf` types them from the contract. Left `unknown` here, for code
 * that serves any operation (the table handler) or reads only the caller and the database.
 */
export interface OperationContext<B = unknown, Q = unknown, P = unknown> {
  body: B;
  query: Q;
  params: P;
  /** Present for every call but the public ones. */
  user: SessionUser;
  db: Database;
  locale: Locale;
  config: ServerConfig;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Types<K extends OperationId> = OperationTypes[K];
/** What a handler sees of a part the operation does not declare: no body; an empty query or parameters. */
type Absent<T, Empty> = [T] extends [never] ? Empty : T;

/**
 * The context of the operation(s) K, typed from the contract. A multipart body is not parsed into
 * `body` (the handler streams it from `req`).
 */
export type ContextOf<K extends OperationId> = OperationContext<
  Types<K>['upload'] extends false ? Absent<Types<K>['body'], undefined> : undefined,
  Absent<Types<K>['query'], Record<string, never>>,
  Absent<Types<K>['params'], Record<string, never>>
>;

/** A handler answers the `data` of the success envelope, or throws an AppError from the catalogue. */
export type Handler<K extends OperationId> = (ctx: ContextOf<K>) => Promise<unknown>;

/** A handler of whichever operation: how the contract plugin and the table handler see one. */
export type AnyHandler = (ctx: OperationContext) => Promise<unknown>;

/** An area's handlers, keyed by the contract's operationId: each handler's context typed from its operation. */
export type Operations = { [K in OperationId]?: Handler<K> };

/**
 * Input not typed from the contract, named so that every use is visible: the table handler's, whose shape
 * is read from the schema files when the server starts (src/server/table/verbs.ts checks it there).
 */
export type UntypedInput = any;
/** A handler over untyped input (see UntypedInput). */
export type LooseHandler = (ctx: OperationContext<UntypedInput, UntypedInput, UntypedInput>) => Promise<unknown>;
/** Handlers over untyped input, keyed by operationId. */
export type LooseOperations = Record<string, LooseHandler>;

/**
 * The handler of an operation chosen at run time (the contract plugin's loop over the contract). The one
 * place a typed handler is seen as taking any input: the plugin calls it only with a body, query and
 * parameters it validated against that very operation's schemas.
 */
export function handlerOf(handlers: Operations | LooseOperations, operationId: string): AnyHandler | undefined {
  return Object.prototype.hasOwnProperty.call(handlers, operationId)
    ? ((handlers as Operations)[operationId as OperationId] as AnyHandler | undefined)
    : undefined;
}

/**
 * What a handler answers instead of `data` when the call answers a file (an export): the contract plugin
 * sends the stream with these headers, not the JSON envelope.
 */
export class FileReply {
  constructor(
    readonly stream: NodeJS.ReadableStream,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

/** The address the caller reached this server by: what links made for its request (package downloads, card links) name. */
export const requestOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

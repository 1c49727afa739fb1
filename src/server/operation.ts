import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../domain/locale.js';
import type { Database } from './db/database.js';
import type { ServerConfig } from './config.js';

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

export interface OperationContext<B = any, Q = any, P = any> {
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

/** A handler answers the `data` of the success envelope, or throws an AppError from the catalogue. */
export type Handler = (ctx: OperationContext) => Promise<unknown>;

/** An area's handlers, keyed by the contract's operationId. */
export type Operations = Record<string, Handler>;

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

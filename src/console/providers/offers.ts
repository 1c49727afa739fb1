/**
 * Which verbs a resource offers: those whose documented call the contract has. Kept apart from the data
 * provider so the login page's bundle need not carry the provider and the schemas it reads.
 */
import type { ResourceDeclaration } from '../../../resources/types';
import { operation } from './http';

export type Verb = Exclude<keyof ResourceDeclaration['calls'], 'actions' | 'status' | 'options'>;

/** Whether the contract has the call a verb of this resource needs. */
export function offers(decl: ResourceDeclaration, verb: Verb | 'status'): boolean {
  if (verb === 'status') {
    const s = decl.calls.status;
    if (!s) return false;
    return typeof s === 'string' ? Boolean(operation(s)) : Boolean(operation(s.enable) && operation(s.disable));
  }
  const id = decl.calls[verb];
  return Boolean(id && operation(id));
}

/**
 * The permission tree of the role editor (POST /open/permission/menu/queryMenuFunction): menus with their
 * sub-menus and function codes. A role's codes are the checked leaves plus every menu leading to one of
 * them (the server adds those menus too); a menu shows checked when all the leaves under it are, mixed
 * when some are. Checking a menu checks every leaf under it the editor may grant; leaves the editor may
 * not grant keep their state.
 */
import type { CheckState } from './Tree';

export interface PermNode {
  id: number;
  parentId: number;
  code: string;
  kind: 'menu' | 'function';
  /** The i18n key of the title (the code unless set otherwise). */
  title: string;
  sort: number;
  platformOnly: boolean;
  grantable: boolean;
  children: PermNode[];
}

export const isLeaf = (n: PermNode) => !n.children?.length;

/** How the permission tree is walked (a node's code and children), for the Tree of the role form and detail. */
export const PERM_TREE = { getId: (n: PermNode) => n.code, getChildren: (n: PermNode) => n.children };

/**
 * The i18n key naming a code of the permission menu: a menu code is its own key (`menu.users`, as the side
 * menu shows it), a function code is under `functions.` (`functions.user.view`).
 */
export const permissionKey = (code: string, kind: PermNode['kind']) => (kind === 'menu' ? code : `functions.${code}`);

/** The name users read for a menu or function (a code added later without a name shows as itself). */
export const permissionName = (translate: (key: string, options?: Record<string, unknown>) => string, node: Pick<PermNode, 'code' | 'kind'>) =>
  translate(permissionKey(node.code, node.kind), { _: node.code });

/** The leaves under a node (the node itself when it is one). */
export function leavesOf(node: PermNode): PermNode[] {
  if (isLeaf(node)) return [node];
  return node.children.flatMap(leavesOf);
}

export function stateOf(node: PermNode, codes: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node);
  const on = leaves.filter((l) => codes.has(l.code)).length;
  if (on === 0) return 'off';
  return on === leaves.length ? 'on' : 'mixed';
}

function allCodes(tree: PermNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: PermNode[]) => {
    for (const n of list) {
      out.add(n.code);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return out;
}

/**
 * The codes to send: checked leaves, the menus above them (in tree order), then the codes the tree does
 * not know kept as they were (the server decides about them).
 */
export function codesOf(tree: PermNode[], checkedLeaves: ReadonlySet<string>, previous: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (list: PermNode[]): boolean => {
    let any = false;
    for (const n of list) {
      if (isLeaf(n)) {
        if (checkedLeaves.has(n.code)) {
          out.push(n.code);
          any = true;
        }
      } else {
        const at = out.length;
        out.push(n.code);
        if (walk(n.children)) any = true;
        else out.splice(at, 1);
      }
    }
    return any;
  };
  walk(tree);
  const known = allCodes(tree);
  for (const c of previous) if (!known.has(c) && !out.includes(c)) out.push(c);
  return out;
}

/** The checked leaves of a list of codes. */
export function checkedLeaves(tree: PermNode[], codes: readonly string[]): Set<string> {
  const have = new Set(codes);
  const out = new Set<string>();
  const walk = (list: PermNode[]) => {
    for (const n of list) {
      if (isLeaf(n)) {
        if (have.has(n.code)) out.add(n.code);
      } else walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/**
 * Checks or unchecks a node: every leaf under it that `locked` does not hold is checked, unless all of
 * them already are, in which case they are unchecked. Answers the new list of codes.
 */
export function toggle(tree: PermNode[], node: PermNode, codes: readonly string[], locked: (leaf: PermNode) => boolean): string[] {
  const leaves = checkedLeaves(tree, codes);
  const free = leavesOf(node).filter((l) => !locked(l));
  if (!free.length) return [...codes];
  const allOn = free.every((l) => leaves.has(l.code));
  for (const l of free) {
    if (allOn) leaves.delete(l.code);
    else leaves.add(l.code);
  }
  return codesOf(tree, leaves, codes);
}

/** Every leaf the editor may change (for "select all"). */
export function freeLeaves(tree: PermNode[], locked: (leaf: PermNode) => boolean): PermNode[] {
  return tree.flatMap(leavesOf).filter((l) => !locked(l));
}

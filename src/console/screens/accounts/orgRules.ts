/**
 * The organisation rules the console shows before the server is asked (spec document 1 §4, §6; the server
 * enforces the same ones: openapi/accounts/organisations.yaml): which types go under which, the depth
 * limit, and the nested tree of POST /open/customer/condListTree.
 */
import { LIMITS } from '../../../domain/limits';
import { CHILD_TYPES, type OrgType } from '../../../domain/organisations';

export interface OrgNode {
  id: number;
  name: string;
  type: OrgType;
  parentId: number | null;
  parentName: string | null;
  /** The parent's status (null for the platform root): a disabled parent refuses enabling (201007). */
  parentStatus?: number | null;
  remark: string;
  status: number;
  depth: number;
  /** Sub-organisations and users, enabled or not: while any remain, disabling is refused (201011, spec §4). */
  childCount?: number;
  userCount?: number;
  /** The BD bound to it (null: none): another BD cannot be bound (201014). */
  bdUserId?: number | null;
  createdAt: string;
  updatedAt: string;
  children: OrgNode[];
}

/**
 * Why no child can be added under `parent` now, as the error catalogue's code the server would answer
 * (200008 under a store, 200003 beyond the depth limit, 201006 under a disabled organisation), or
 * undefined when a child can be added.
 */
export function childBlocker(parent: Pick<OrgNode, 'type' | 'depth' | 'status'>): number | undefined {
  if (CHILD_TYPES[parent.type]?.length === 0) return 200008;
  if (parent.depth + 1 > LIMITS.orgMaxDepth) return 200003;
  if (Number(parent.status) !== 1) return 201006;
  return undefined;
}

/**
 * Why the organisation's status cannot be switched now, as what the server would refuse: enabling under a
 * disabled parent (201007), disabling while enabled sub-organisations or users remain (201011). Undefined
 * when the switch is accepted (the caller's own organisation, 101012, is the tree's root and offers none).
 */
export function statusBlocker(org: Pick<OrgNode, 'status' | 'parentStatus' | 'childCount' | 'userCount'>): 201007 | 201011 | undefined {
  if (Number(org.status) === 1) return (org.childCount ?? 0) > 0 || (org.userCount ?? 0) > 0 ? 201011 : undefined;
  return org.parentStatus === 0 ? 201007 : undefined;
}

/** The types a new child of `parent` may have (none when something blocks it). */
export function allowedChildTypes(parent: Pick<OrgNode, 'type' | 'depth' | 'status'>): OrgType[] {
  return childBlocker(parent) === undefined ? (CHILD_TYPES[parent.type] ?? []) : [];
}

/** Walks the tree depth first. */
export function walkOrgs(nodes: OrgNode[], visit: (node: OrgNode, ancestors: OrgNode[]) => void, ancestors: OrgNode[] = []) {
  for (const n of nodes) {
    visit(n, ancestors);
    walkOrgs(n.children ?? [], visit, [...ancestors, n]);
  }
}

export function findOrg(nodes: OrgNode[], id: number | undefined | null): OrgNode | undefined {
  if (id === undefined || id === null) return undefined;
  let found: OrgNode | undefined;
  walkOrgs(nodes, (n) => {
    if (!found && n.id === id) found = n;
  });
  return found;
}

/** How many organisations are below `node` at any depth. */
export function descendantCount(node: OrgNode): number {
  let count = 0;
  walkOrgs(node.children ?? [], () => {
    count += 1;
  });
  return count;
}

/**
 * The tree cut down to the organisations whose name contains `query` (any case) and their ancestors, and
 * the ids of those ancestors (to open them). Without a query, the tree as it is.
 */
export function filterByName(nodes: OrgNode[], query: string): { nodes: OrgNode[]; open: Set<number>; matches: number } {
  const q = query.trim().toLowerCase();
  const open = new Set<number>();
  if (!q) return { nodes, open, matches: -1 };
  let matches = 0;
  const cut = (list: OrgNode[]): OrgNode[] => {
    const out: OrgNode[] = [];
    for (const n of list) {
      const children = cut(n.children ?? []);
      const hit = n.name.toLowerCase().includes(q);
      if (hit) matches += 1;
      if (hit || children.length) {
        if (children.length) open.add(n.id);
        out.push({ ...n, children });
      }
    }
    return out;
  };
  return { nodes: cut(nodes), open, matches };
}

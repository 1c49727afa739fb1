/**
 * A small accessible tree (WAI-ARIA tree view pattern) built from MUI List and Collapse, for the accounts
 * screens: the organisation tree, the permission tree of the role editor and the BD bind picker.
 * `role="tree"` / `"treeitem"` / `"group"`, `aria-expanded`, `aria-level`, `aria-selected` (single
 * selection) or `aria-checked` (checkbox trees, with `mixed`), one tab stop (roving tabindex) and the
 * keyboard of the pattern: ↑ ↓ move, → opens or goes to the first child, ← closes or goes to the parent,
 * Home and End, Enter selects, Space checks (or selects).
 */
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';

export type CheckState = 'on' | 'off' | 'mixed';

export interface TreeProps<T> {
  /** The accessible name of the tree. */
  label: string;
  nodes: T[];
  getId: (node: T) => string;
  getChildren: (node: T) => T[] | undefined;
  renderLabel: (node: T) => ReactNode;
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: Set<string>) => void;
  /** Single selection: the selected node's id and what selecting does. */
  selected?: string | null;
  onSelect?: (node: T) => void;
  /** Checkbox trees: the state of each node and what checking one does. */
  checkState?: (node: T) => CheckState;
  onCheck?: (node: T) => void;
  checkDisabled?: (node: T) => boolean;
  /** Optional id for the tree element. */
  id?: string;
}

interface Flat<T> {
  node: T;
  id: string;
  parent?: string;
  level: number;
  hasChildren: boolean;
}

export function Tree<T>(props: TreeProps<T>) {
  const { label, nodes, getId, getChildren, expanded, onExpandedChange, selected, onSelect, checkState, onCheck, checkDisabled, id } = props;
  const checkable = Boolean(checkState);
  const items = useRef(new Map<string, HTMLElement>());
  const [focused, setFocused] = useState<string | undefined>();

  /** The nodes a user can reach now (those under closed nodes left out), in display order. */
  const visible = useMemo(() => {
    const out: Flat<T>[] = [];
    const walk = (list: T[], level: number, parent?: string) => {
      for (const node of list) {
        const nid = getId(node);
        const children = getChildren(node) ?? [];
        out.push({ node, id: nid, parent, level, hasChildren: children.length > 0 });
        if (children.length && expanded.has(nid)) walk(children, level + 1, nid);
      }
    };
    walk(nodes, 1);
    return out;
  }, [nodes, expanded, getId, getChildren]);

  // the one tab stop: the focused item, else the selected one, else the first
  const tabStop =
    (focused && visible.some((v) => v.id === focused) && focused) || (selected && visible.some((v) => v.id === selected) && selected) || visible[0]?.id;

  const setOpen = useCallback(
    (nid: string, open: boolean) => {
      const next = new Set(expanded);
      if (open) next.add(nid);
      else next.delete(nid);
      onExpandedChange(next);
    },
    [expanded, onExpandedChange],
  );

  const focusItem = (nid: string | undefined) => {
    if (!nid) return;
    setFocused(nid);
    items.current.get(nid)?.focus();
  };

  const activate = (flat: Flat<T>, key: 'Enter' | ' ') => {
    if (checkable && key === ' ') {
      if (!checkDisabled?.(flat.node)) onCheck?.(flat.node);
      return;
    }
    if (onSelect) onSelect(flat.node);
    else if (checkable && !checkDisabled?.(flat.node)) onCheck?.(flat.node);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = (e.target as HTMLElement).closest('[role="treeitem"]') as HTMLElement | null;
    const nid = target?.dataset.nodeId;
    const index = visible.findIndex((v) => v.id === nid);
    if (index < 0) return;
    const flat = visible[index];
    const open = expanded.has(flat.id);
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        focusItem(visible[index + 1]?.id);
        break;
      case 'ArrowUp':
        focusItem(visible[index - 1]?.id);
        break;
      case 'ArrowRight':
        if (flat.hasChildren && !open) setOpen(flat.id, true);
        else if (flat.hasChildren) focusItem(visible[index + 1]?.id);
        break;
      case 'ArrowLeft':
        if (flat.hasChildren && open) setOpen(flat.id, false);
        else focusItem(flat.parent);
        break;
      case 'Home':
        focusItem(visible[0]?.id);
        break;
      case 'End':
        focusItem(visible[visible.length - 1]?.id);
        break;
      case 'Enter':
      case ' ':
        activate(flat, e.key);
        break;
      default:
        handled = false;
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const renderItems = (list: T[], level: number): ReactNode =>
    list.map((node) => (
      <TreeItem
        key={getId(node)}
        node={node}
        level={level}
        tree={props}
        tabStop={tabStop}
        open={expanded.has(getId(node))}
        setOpen={setOpen}
        register={(nid, el) => {
          if (el) items.current.set(nid, el);
          else items.current.delete(nid);
        }}
        onFocusItem={setFocused}
        renderChildren={(children) => renderItems(children, level + 1)}
      />
    ));

  return (
    <List
      id={id}
      role="tree"
      aria-label={label}
      aria-multiselectable={checkable ? true : undefined}
      dense
      disablePadding
      onKeyDown={onKeyDown}
      sx={{ '& [role="group"]': { p: 0 } }}
    >
      {renderItems(nodes, 1)}
    </List>
  );
}

interface TreeItemProps<T> {
  node: T;
  level: number;
  tree: TreeProps<T>;
  tabStop: string | undefined;
  open: boolean;
  setOpen: (id: string, open: boolean) => void;
  register: (id: string, el: HTMLElement | null) => void;
  onFocusItem: (id: string) => void;
  renderChildren: (children: T[]) => ReactNode;
}

function TreeItem<T>({ node, level, tree, tabStop, open, setOpen, register, onFocusItem, renderChildren }: TreeItemProps<T>) {
  const { getId, getChildren, renderLabel, selected, onSelect, checkState, onCheck, checkDisabled } = tree;
  const labelId = useId();
  const nid = getId(node);
  const children = getChildren(node) ?? [];
  const hasChildren = children.length > 0;
  const isSelected = selected !== undefined && selected === nid;
  const state = checkState?.(node);
  const disabled = Boolean(checkDisabled?.(node));
  // aria-disabled holds for everything below an item too: only said when the whole subtree is locked
  const subtreeLocked = (n: T): boolean => Boolean(checkDisabled?.(n)) && (getChildren(n) ?? []).every(subtreeLocked);

  return (
    <Box
      component="li"
      role="treeitem"
      data-node-id={nid}
      aria-labelledby={labelId}
      aria-level={level}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={onSelect ? isSelected : undefined}
      aria-checked={state ? (state === 'mixed' ? 'mixed' : state === 'on') : undefined}
      aria-disabled={state && disabled && subtreeLocked(node) ? true : undefined}
      tabIndex={tabStop === nid ? 0 : -1}
      ref={(el: HTMLElement | null) => register(nid, el)}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocusItem(nid);
      }}
      onClick={(e) => {
        // a click anywhere on this item's row (not on a sub-item) selects or checks it
        if ((e.target as HTMLElement).closest('[role="treeitem"]') !== e.currentTarget) return;
        if (onSelect) onSelect(node);
        else if (state && !disabled) onCheck?.(node);
      }}
      sx={{
        listStyle: 'none',
        outline: 'none',
        '&:focus-visible > .tree-row': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box
        className="tree-row"
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 36,
          pl: (level - 1) * 2.5 + 0.5,
          pr: 1,
          borderRadius: 1,
          cursor: 'pointer',
          bgcolor: isSelected ? 'action.selected' : undefined,
          '&:hover': { bgcolor: isSelected ? 'action.selected' : 'action.hover' },
        }}
      >
        <Box
          component="span"
          aria-hidden
          onClick={(e) => {
            if (!hasChildren) return;
            e.stopPropagation();
            setOpen(nid, !open);
          }}
          sx={{ width: 28, height: 28, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none', color: 'text.secondary' }}
          data-testid={hasChildren ? `toggle-${nid}` : undefined}
        >
          {hasChildren ? open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" /> : null}
        </Box>
        {state && (
          <Checkbox
            size="small"
            checked={state === 'on'}
            indeterminate={state === 'mixed'}
            disabled={disabled}
            tabIndex={-1}
            onClick={(e) => e.stopPropagation()}
            onChange={() => onCheck?.(node)}
            slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } as never }}
            sx={{ p: 0.5, mr: 0.5 }}
          />
        )}
        <Box id={labelId} component="span" sx={{ flex: 1, minWidth: 0, py: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {renderLabel(node)}
        </Box>
      </Box>
      {hasChildren && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List role="group" dense disablePadding>
            {renderChildren(children)}
          </List>
        </Collapse>
      )}
    </Box>
  );
}

/** Every id of a tree that has children (for "expand all"). */
export function branchIds<T>(nodes: T[], getId: (n: T) => string, getChildren: (n: T) => T[] | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (list: T[]) => {
    for (const n of list) {
      const c = getChildren(n) ?? [];
      if (c.length) {
        out.add(getId(n));
        walk(c);
      }
    }
  };
  walk(nodes);
  return out;
}

export default Tree;

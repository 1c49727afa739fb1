/**
 * The tags bar's state (spec document 1 §2 Main shell: opened pages as tags, the home tag first and not
 * closable, close others / close all), kept per user in localStorage so open tags survive a reload.
 */
import { HOME_PATH } from './menu';

export interface Tag {
  /** The page's pathname; one tag per page. */
  path: string;
  /** The query string last seen on it (list filters, paging), '' or '?…'. */
  search: string;
  /** The name of the record a detail or edit page shows (its `recordLabel`), once it has been seen. */
  label?: string;
}

export const HOME_TAG: Tag = { path: HOME_PATH, search: '' };

/** Pages that never become tags: the error pages, shown once and left. */
export const UNTAGGED = new Set(['/401', '/404', '/500', '/', '/login']);

export const isClosable = (t: Tag) => t.path !== HOME_PATH;

/** Puts home first (exactly once) and drops duplicates. */
export function normalise(tags: Tag[]): Tag[] {
  const seen = new Set<string>([HOME_PATH]);
  const home = tags.find((t) => t.path === HOME_PATH) ?? HOME_TAG;
  const rest = tags.filter((t) => {
    if (seen.has(t.path) || UNTAGGED.has(t.path)) return false;
    seen.add(t.path);
    return true;
  });
  return [home, ...rest];
}

/** Opens (or refreshes the query string of) the tag of a location. */
export function openTag(tags: Tag[], location: { pathname: string; search: string }): Tag[] {
  if (UNTAGGED.has(location.pathname)) return tags;
  const i = tags.findIndex((t) => t.path === location.pathname);
  if (i >= 0) {
    if (tags[i].search === location.search) return tags;
    const next = tags.slice();
    next[i] = { ...tags[i], search: location.search };
    return next;
  }
  return [...tags, { path: location.pathname, search: location.search }];
}

/**
 * Closes one tag. Answers the tags left and, when the closed tag was the active one, the tag to show
 * next (its left neighbour, else its right one).
 */
export function closeTag(tags: Tag[], path: string, activePath: string): { tags: Tag[]; next?: Tag } {
  const i = tags.findIndex((t) => t.path === path);
  if (i < 0 || !isClosable(tags[i])) return { tags };
  const left = tags.filter((t) => t.path !== path);
  if (path !== activePath) return { tags: left };
  return { tags: left, next: left[Math.max(0, i - 1)] ?? HOME_TAG };
}

/** Names the record of a tag's page (unchanged when it already has that name, or there is no such tag). */
export function labelTag(tags: Tag[], path: string, label: string): Tag[] {
  const i = tags.findIndex((t) => t.path === path);
  if (i < 0 || tags[i].label === label) return tags;
  const next = tags.slice();
  next[i] = { ...tags[i], label };
  return next;
}

/** Drops the tags of these paths (home stays). */
export function dropTags(tags: Tag[], paths: string[]): Tag[] {
  const left = tags.filter((t) => !isClosable(t) || !paths.includes(t.path));
  return left.length === tags.length ? tags : left;
}

/** Keeps home and the given tag. */
export function closeOthers(tags: Tag[], path: string): Tag[] {
  return normalise(tags.filter((t) => !isClosable(t) || t.path === path));
}

/** Keeps only home. */
export function closeAll(tags: Tag[]): Tag[] {
  return normalise(tags.filter((t) => !isClosable(t)));
}

export const tagHref = (t: Tag) => t.path + t.search;

const storageKey = (userId: string | number) => `shell.tags.${userId}`;

export function loadTags(userId: string | number | undefined, storage: Storage | undefined = globalThis.localStorage): Tag[] {
  if (userId === undefined || !storage) return [HOME_TAG];
  try {
    const raw = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    if (!Array.isArray(raw)) return [HOME_TAG];
    const tags = raw
      .filter((t): t is Tag => t && typeof t.path === 'string' && t.path.startsWith('/') && typeof (t.search ?? '') === 'string')
      .map((t) => ({ path: t.path, search: t.search ?? '', ...(typeof t.label === 'string' && t.label ? { label: t.label.slice(0, 200) } : {}) }));
    return normalise(tags);
  } catch {
    return [HOME_TAG];
  }
}

export function saveTags(userId: string | number | undefined, tags: Tag[], storage: Storage | undefined = globalThis.localStorage) {
  if (userId === undefined || !storage) return;
  try {
    storage.setItem(storageKey(userId), JSON.stringify(tags));
  } catch {
    /* storage full or unavailable: tags are only lost on reload */
  }
}

/** The setting 'ask before closing a page' (default off), kept in localStorage. */
const CONFIRM_KEY = 'shell.confirmCloseTag';
export const getConfirmClose = (storage: Storage | undefined = globalThis.localStorage) => storage?.getItem(CONFIRM_KEY) === '1';
export const setConfirmClose = (on: boolean, storage: Storage | undefined = globalThis.localStorage) => storage?.setItem(CONFIRM_KEY, on ? '1' : '0');

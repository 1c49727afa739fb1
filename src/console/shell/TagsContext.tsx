/**
 * The opened pages (tags) of the current user: opened on navigation, closed from the tags bar, kept in
 * localStorage per user so they survive a reload. Closing a tag may first ask 'Are you sure to close
 * this page' (a setting, off by default). A detail or edit tag keeps the name of its record; a create
 * tag goes away once its record is saved (its filled form must not be saved twice); a page that turns
 * the user away to /401 leaves no tag.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQueryClient, type Mutation } from '@tanstack/react-query';
import { getSessionUser } from '../providers/session';
import { ConfirmDialog } from './Modal';
import { useShellMenu } from './useShellMenu';
import { isKnownPage } from './titles';
import { useRecordLabel } from './recordLabel';
import {
  HOME_TAG,
  closeAll as closeAllTags,
  closeOthers as closeOtherTags,
  closeTag,
  dropTags,
  getConfirmClose,
  labelTag,
  loadTags,
  openTag,
  saveTags,
  setConfirmClose,
  tagHref,
  type Tag,
} from './tags';

export interface TagsState {
  tags: Tag[];
  activePath: string;
  /** Closes one tag (asking first when the setting is on). */
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  confirmClose: boolean;
  setConfirmClose(on: boolean): void;
}

const TagsContext = createContext<TagsState | undefined>(undefined);

export function useTags(): TagsState {
  const ctx = useContext(TagsContext);
  if (!ctx) throw new Error('useTags outside <TagsProvider>');
  return ctx;
}

/** The name of the record shown at a path, as its tag keeps it. */
export function useTagLabel(path: string): string | undefined {
  return useTags().tags.find((t) => t.path === path)?.label;
}

const UNAUTHORISED_PATH = '/401';

/**
 * A create page whose record has been saved is done: its tag (and with it the kept page and its filled
 * form) goes away, so coming back to create starts afresh instead of offering the same input again.
 * Every create screen, generic or bespoke, saves through react-admin's create mutation
 * (`[resource, 'create', …]`); the page it was started from tells whether it was that resource's
 * create page (a dialog creating a record elsewhere leaves an open create tab alone).
 */
function useDropSavedCreateTags(pathname: string, setTags: (update: (tags: Tag[]) => Tag[]) => void) {
  const queryClient = useQueryClient();
  const current = useRef(pathname);
  current.current = pathname;
  useEffect(() => {
    const startedOn = new WeakMap<Mutation<unknown, unknown, unknown, unknown>, string>();
    return queryClient.getMutationCache().subscribe((event) => {
      const key = event.mutation?.options.mutationKey;
      if (!event.mutation || !Array.isArray(key) || key[1] !== 'create' || typeof key[0] !== 'string') return;
      if (event.type === 'added') startedOn.set(event.mutation, current.current);
      if (event.type === 'updated' && event.action.type === 'success') {
        const createPath = `/${key[0]}/create`;
        if ((startedOn.get(event.mutation) ?? current.current) === createPath) setTags((t) => dropTags(t, [createPath]));
      }
    });
  }, [queryClient, setTags]);
}

export function TagsProvider({ children, userId: userIdProp }: { children: ReactNode; userId?: string | number }) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const userId = userIdProp ?? getSessionUser()?.userId;
  const [stored, setStored] = useState(() => ({ userId, tags: loadTags(userId) }));
  const [confirm, setConfirm] = useState(() => getConfirmClose());
  const [pending, setPending] = useState<string | undefined>();

  // another user (or the session user arriving): their own tags
  const tags = stored.userId === userId ? stored.tags : loadTags(userId);
  const setTags = useCallback(
    (update: (tags: Tag[]) => Tag[]) => {
      setStored((s) => {
        const base = s.userId === userId ? s.tags : loadTags(userId);
        const next = update(base);
        return next === base && s.userId === userId ? s : { userId, tags: next };
      });
    },
    [userId],
  );

  const { routes, isPending } = useShellMenu();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | undefined>(undefined);

  // a page of the menu (or the shell) becomes a tag; an unknown path (the 404 page) does not. A page
  // that sent the user on to /401 in its place (a denied create or edit) loses the tag it just got.
  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (location.pathname === UNAUTHORISED_PATH && navigationType === 'REPLACE' && previous && previous !== location.pathname) {
      setTags((t) => dropTags(t, [previous]));
    } else if (isKnownPage(location.pathname, routes)) {
      setTags((t) => openTag(t, location));
    }
  }, [location.pathname, location.search, routes, setTags]); // eslint-disable-line react-hooks/exhaustive-deps -- a new path or query only, not a new location object or navigation type alone

  // the record a detail or edit page shows names its tag
  const recordLabel = useRecordLabel(location.pathname, routes);
  useEffect(() => {
    if (recordLabel) setTags((t) => labelTag(t, location.pathname, recordLabel));
  }, [recordLabel, location.pathname, setTags]);

  useDropSavedCreateTags(location.pathname, setTags);

  // tags restored from storage whose page the user's menu no longer has are dropped
  useEffect(() => {
    if (isPending || routes.length === 0) return;
    setTags((t) => (t.every((tag) => isKnownPage(tag.path, routes)) ? t : t.filter((tag) => isKnownPage(tag.path, routes))));
  }, [isPending, routes, setTags]);

  useEffect(() => {
    if (stored.userId === userId) saveTags(userId, stored.tags);
  }, [stored, userId]);

  const doClose = useCallback(
    (path: string) => {
      const { tags: left, next } = closeTag(tags, path, location.pathname);
      setTags(() => left);
      if (next) navigate(tagHref(next));
    },
    [tags, location.pathname, navigate, setTags],
  );

  const value = useMemo<TagsState>(
    () => ({
      tags,
      activePath: location.pathname,
      close: (path) => (confirm ? setPending(path) : doClose(path)),
      closeOthers: (path) => {
        setTags((t) => closeOtherTags(t, path));
        if (path !== location.pathname) {
          const tag = tags.find((t) => t.path === path);
          navigate(tag ? tagHref(tag) : path);
        }
      },
      closeAll: () => {
        setTags((t) => closeAllTags(t));
        if (location.pathname !== HOME_TAG.path) navigate(tagHref(tags[0] ?? HOME_TAG));
      },
      confirmClose: confirm,
      setConfirmClose: (on) => {
        setConfirmClose(on);
        setConfirm(on);
      },
    }),
    [tags, location.pathname, confirm, doClose, navigate, setTags],
  );

  return (
    <TagsContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== undefined}
        content={translate('shell.tags.confirmClose')}
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          if (pending) doClose(pending);
          setPending(undefined);
        }}
      />
    </TagsContext.Provider>
  );
}

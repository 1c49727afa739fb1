/**
 * The opened pages (tags) of the current user: opened on navigation, closed from the tags bar, kept in
 * localStorage per user so they survive a reload. Closing a tag may first ask 'Are you sure to close
 * this page' (a setting, off by default).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { getSessionUser } from '../providers/session';
import { ConfirmDialog } from './Modal';
import { useShellMenu } from './useShellMenu';
import { isKnownPage } from './titles';
import {
  HOME_TAG,
  closeAll as closeAllTags,
  closeOthers as closeOtherTags,
  closeTag,
  getConfirmClose,
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
  const setTags = useCallback((update: (tags: Tag[]) => Tag[]) => {
    setStored((s) => {
      const base = s.userId === userId ? s.tags : loadTags(userId);
      const next = update(base);
      return next === base && s.userId === userId ? s : { userId, tags: next };
    });
  }, [userId]);

  const { routes, isPending } = useShellMenu();

  // a page of the menu (or the shell) becomes a tag; an unknown path (the 404 page) does not
  useEffect(() => {
    if (isKnownPage(location.pathname, routes)) setTags((t) => openTag(t, location));
  }, [location.pathname, location.search, routes, setTags]); // eslint-disable-line react-hooks/exhaustive-deps

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

/**
 * Keeps the page of every open tag mounted, so a page keeps its state (filters, paging, scroll position,
 * form input) when the user comes back to its tag (spec document 1 §2: "some pages are cached").
 *
 * The layout's routed children are rendered once per visited open tag inside React 19.2's
 * `<Activity>`: the active tag's copy is visible and sees the real location; the others are hidden
 * (their effects unmounted, their DOM and state kept) and see the location they were left at. Pages
 * marked notCache (home), the error pages and paths outside the menu are rendered only while shown.
 */
import { Activity, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { findRoute } from './menu';
import { UNTAGGED } from './tags';
import { useTags } from './TagsContext';
import { useShellMenu } from './useShellMenu';
import { isKnownPage } from './titles';

export function KeptPages({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { tags } = useTags();
  const { routes } = useShellMenu();
  const kept = useRef(new Map<string, Location>());
  const scrolls = useRef(new Map<string, number>());
  const active = location.pathname;

  const cacheable = (path: string) => !UNTAGGED.has(path) && isKnownPage(path, routes) && !findRoute(routes, path)?.notCache;
  const activeKept = cacheable(active);

  // the active page is remembered where it is now; closed tags are dropped (and unmounted)
  if (activeKept) kept.current.set(active, location);
  const open = new Set(tags.map((t) => t.path));
  for (const key of [...kept.current.keys()]) {
    if (key !== active && (!open.has(key) || !cacheable(key))) kept.current.delete(key);
  }

  // each hidden page sees the same location object while hidden, so it does not render again
  const contexts = useRef(new Map<Location, { location: Location; navigationType: typeof navigationType }>());
  const contextFor = (loc: Location) => {
    let ctx = contexts.current.get(loc);
    if (!ctx) {
      ctx = { location: loc, navigationType };
      contexts.current.set(loc, ctx);
    }
    return ctx;
  };
  const live = new Set(kept.current.values());
  for (const loc of [...contexts.current.keys()]) if (!live.has(loc)) contexts.current.delete(loc);

  // the window scrolls: remember each page's position and put it back when its tag is shown again
  const activeRef = useRef(active);
  useLayoutEffect(() => {
    const onScroll = () => scrolls.current.set(activeRef.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    activeRef.current = active;
    const y = scrolls.current.get(active) ?? 0;
    if (window.scrollY !== y) window.scrollTo(0, y);
  }, [active]);

  const entries = useMemo(() => [...kept.current.entries()], [location, tags, routes]); // eslint-disable-line react-hooks/exhaustive-deps -- the ref's map, filled during render, is read again when these change

  return (
    <>
      {entries.map(([key, loc]) => (
        <Activity key={key} mode={key === active ? 'visible' : 'hidden'} name={key}>
          <UNSAFE_LocationContext.Provider value={contextFor(key === active ? location : loc)}>{children}</UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {!activeKept && (
        <Activity key={`live:${active}`} mode="visible">
          {children}
        </Activity>
      )}
    </>
  );
}

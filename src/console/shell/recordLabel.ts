/**
 * The name of the record a detail or edit page is about (its declaration's `recordLabel`, which the
 * console gives react-admin as the resource's record representation), so that tags, the breadcrumb and
 * the document title can tell six open user details apart. It reads the page's own getOne query (same
 * key, so no second call; the cache answers at once when the record was seen before). A declaration's `recordTitle`
 * (the representation then) names it by several fields where its label alone would not tell records apart.
 */
import { useGetOne, useGetRecordRepresentation, useResourceDefinitions } from 'ra-core';
import type { RouteMeta } from './menu';
import { recordPage } from './titles';

export function useRecordLabel(pathname: string, routes: RouteMeta[]): string | undefined {
  const page = recordPage(pathname, routes);
  const definition = useResourceDefinitions()[page?.resource ?? ''];
  // only pages the resource has (a show page exists only where a get call does)
  const enabled = Boolean(page && definition && (page.kind === 'show' ? definition.hasShow : definition.hasEdit));
  const { data } = useGetOne(page?.resource ?? '', { id: page?.id ?? '' }, { enabled });
  const represent = useGetRecordRepresentation(page?.resource ?? '');
  if (!enabled || !data) return undefined;
  // a declaration's `recordTitle` is the resource's record representation (crud/resources.tsx)
  const label = represent(data);
  return (typeof label === 'string' && label) || typeof label === 'number' ? String(label) : undefined;
}

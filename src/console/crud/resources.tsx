/**
 * Resource declarations turned into react-admin <Resource> elements: each view is the bespoke screen the
 * declaration names (crud/registry.ts) or the generic one, loaded lazily. A view whose call the contract
 * lacks is not offered; one the user may not use leads to /401.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading, Resource } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/types';
import { offers } from '../providers/offers';
import { screenFor, type ScreenProps } from './registry';

const GenericList = lazy(() => import('./GenericList'));
const GenericCreate = lazy(() => import('./GenericCreate'));
const GenericEdit = lazy(() => import('./GenericEdit'));
const GenericShow = lazy(() => import('./GenericShow'));

type View = 'list' | 'create' | 'edit' | 'show';

const GENERIC: Record<View, ComponentType<ScreenProps>> = {
  list: GenericList,
  create: GenericCreate,
  edit: GenericEdit,
  show: GenericShow,
};

export const UNAUTHORISED_PATH = '/401';

/** One view of a resource: bespoke when declared and present, generic otherwise, in Suspense. */
export function viewElement(decl: ResourceDeclaration, view: View): ReactElement {
  const Screen = screenFor(decl.screens?.[view]) ?? GENERIC[view];
  return (
    <Suspense fallback={<Loading />}>
      <Screen declaration={decl} />
    </Suspense>
  );
}

const VERB: Record<Exclude<View, 'list' | 'show'>, 'create' | 'update'> = { create: 'create', edit: 'update' };

/** The <Resource> elements of these declarations for a user who holds the codes `can` accepts. */
export function resourceElements(decls: ResourceDeclaration[], can: (code: string | undefined) => boolean): ReactElement[] {
  return decls.map((decl) => {
    const p = decl.permissions;
    const denied = <Navigate to={UNAUTHORISED_PATH} replace />;
    const writable = (view: 'create' | 'edit') => {
      const verb = VERB[view];
      const bespoke = Boolean(screenFor(decl.screens?.[view]));
      if (!offers(decl, verb) && !bespoke) return undefined;
      if (view === 'edit' && !offers(decl, 'get') && !bespoke) return undefined;
      return can(p[verb]) ? viewElement(decl, view) : denied;
    };
    return (
      <Resource
        key={decl.name}
        name={decl.name}
        list={offers(decl, 'list') || screenFor(decl.screens?.list) ? viewElement(decl, 'list') : undefined}
        create={writable('create')}
        edit={writable('edit')}
        show={offers(decl, 'get') || screenFor(decl.screens?.show) ? viewElement(decl, 'show') : undefined}
        recordRepresentation={decl.recordLabel}
        options={{ label: decl.menu.code, recordTitle: decl.recordTitle }}
      />
    );
  });
}

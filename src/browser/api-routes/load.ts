/**
 * Loads the operation pages' part of the route table (src/patches/api-routes) before anything looks for one of
 * their routes: at start-up, before a navigation, before a link's route is prefetched.
 */
import type {RouteConfig} from 'react-router-config';
import {loadOperations, operationsBase} from '@portal/api-routes';

let loading: Promise<unknown> | undefined;
let loaded = false;
const listeners: Array<(routes: RouteConfig[]) => void> = [];

/** Calls `listener` with the operation routes when they join the route table. */
export function onOperationRoutes(listener: (routes: RouteConfig[]) => void): void {
  listeners.push(listener);
}

/** Whether the route table may still lack the route of this path. */
export function needsOperationRoutes(pathname: string): boolean {
  return !loaded && operationsBase !== null && pathname.startsWith(`${operationsBase}/`);
}

export function loadOperationRoutes(): Promise<unknown> {
  loading ??= loadOperations().then(
    ({operationRoutes = []}) => {
      loaded = true;
      for (const listener of listeners) listener(operationRoutes);
    },
    (error: unknown) => {
      // Offline or a new deployment: the next navigation tries again (and Docusaurus reloads the page).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Resolves once the route table has the route of this path, if it is one of the operation pages'. */
export async function operationRoutesFor(pathname: string): Promise<void> {
  if (needsOperationRoutes(pathname)) await loadOperationRoutes();
}

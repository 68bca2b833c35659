// Written by src/patches/api-routes at build time: where the operation routes are and how to load them.
declare module '@portal/api-routes' {
  import type {RouteConfig} from 'react-router-config';

  /** The route under which the operation pages are (`/api`), or null when the route table is not split. */
  export const operationsBase: string | null;
  /** Loads the operation routes' module, which adds their routes to the route table. */
  export function loadOperations(): Promise<{operationRoutes?: RouteConfig[]}>;
}

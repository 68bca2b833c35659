/**
 * Docusaurus' `preload` (`@docusaurus/core/lib/client/preload.js`, which this module replaces in the browser
 * bundle): loads the code of the routes a path matches before Docusaurus renders it, at start-up and before
 * every navigation. Here the operation pages' routes come first when the path may be one of them
 * (src/patches/api-routes); the rest is Docusaurus' code.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

import {operationRoutesFor} from './load';

export default async function preload(pathname: string): Promise<unknown> {
  await operationRoutesFor(pathname);
  const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
    .map((path) => matchRoutes(routes, path))
    .flat();
  return Promise.all(matches.map((match) => match.route.component.preload?.()));
}

/**
 * The environment of each `docusaurus build` process that `npm run build` starts (scripts/build.ts). Values
 * already set in the environment win, so a measurement can switch any of them off.
 */
export function buildEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {...environment};
}

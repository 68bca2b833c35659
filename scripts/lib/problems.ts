/** How the repository's own checks report: one `file:line message` per problem, then what to do. */

export interface Problem {
  /** Path relative to the site. */
  file: string;
  line: number;
  message: string;
}

function formatProblem({file, line, message}: Problem): string {
  return `${file}:${line} ${message}`;
}

/** Prints the problems and ends the process: status 1 when there are any, with the hint to fix them. */
export function finish(checkName: string, problems: readonly Problem[], hint: string): never {
  if (problems.length === 0) {
    console.log(`${checkName}: no problems`);
    process.exit(0);
  }
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${checkName}: ${problems.length} problem(s). ${hint}`);
  process.exit(1);
}

/**
 * The part of a failed job's output that says why: node's "failing tests" summary, or else the output's end.
 * A CI log often keeps only its last lines, and a failure printed twenty minutes earlier is lost there.
 */
export function failureSummary(output: string, maxLines = 60): string {
  const marker = output.lastIndexOf('✖ failing tests:');
  const lines = (marker >= 0 ? output.slice(marker) : output).trimEnd().split('\n');
  return (marker >= 0 ? lines.slice(0, maxLines) : lines.slice(-maxLines)).join('\n');
}

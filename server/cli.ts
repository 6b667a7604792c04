/**
 * How Vitrine's command-line tools end: a refusal (a bad argument, a database another process holds,
 * a CSV that does not validate) is one line on stderr, `<tool>: <reason>`, and exit code 1, never a
 * stack trace or an object dump.
 */
export function runCli(tool: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${tool}: ${refusalReason(error)}\n`);
    process.exitCode = 1;
  });
}

/** The one line that says why: drizzle wraps a driver's error with the whole statement, so the driver's message. */
export function refusalReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error).split('\n')[0]!;
  const cause = (error as Error & { cause?: unknown }).cause;
  const source = error.message.startsWith('Failed query:') && cause instanceof Error ? cause : error;
  return source.message.split('\n')[0]!.trim() || source.constructor.name;
}

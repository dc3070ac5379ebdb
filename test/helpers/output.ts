/**
 * Reading what a child process printed. Its output arrives in chunks that need not end at a line
 * break, so only complete lines count: a JSON line still being written is not parsed (it would
 * throw) and not matched.
 */

/** The complete lines of `text` (everything up to its last line break). */
export function completeLines(text: string): string[] {
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((l) => l.length > 0);
}

/** The complete JSON log lines of `text`, parsed. */
export function jsonLines(text: string): Record<string, any>[] {
  return completeLines(text)
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, any>);
}

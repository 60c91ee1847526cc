/**
 * Chrome reports a content-security-policy violation for every inline handler in markup the
 * sanitizer parses (DOMParser), though nothing there can run. The sanitizer notes each handler it
 * removes, as the report samples it (its first 40 characters), so the report can be told apart.
 */
const removed = new Set<string>();
const SAMPLE_LENGTH = 40;

export function noteRemovedHandler(source: string): void {
  if (removed.size < 500) removed.add(source.slice(0, SAMPLE_LENGTH));
}

export const wasRemovedHandler = (sample: string): boolean => removed.has(sample.slice(0, SAMPLE_LENGTH));

let rendered = false;
const waiting: (() => void)[] = [];

/** The route host tells as the first page renders (its code is in; its pictures may not be). */
export function firstPageRendered(): void {
  if (rendered) return;
  rendered = true;
  waiting.splice(0).forEach((fn) => fn());
}

/** Runs `fn` once the first page has rendered: at once if it has. */
export function whenFirstPageRendered(fn: () => void): void {
  if (rendered) fn();
  else waiting.push(fn);
}

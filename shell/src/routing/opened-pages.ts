const opened = new Set<string>();

/** A page has rendered at this path in this page load (the route host tells, as it shows it). */
export function markOpened(path: string): void {
  opened.add(path);
}

/** Whether a page has rendered at this path: its code is in, and it fetches its own data as it shows. */
export const wasOpened = (path: string): boolean => opened.has(path);

/** The paths a page has rendered at in this page load. */
export const openedPaths = (): readonly string[] => [...opened];

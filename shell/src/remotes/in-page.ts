/** Each remote's versions whose code came into this page: federated code is never unloaded. */
const inPage = new Map<string, Set<string>>();

export function cameIntoPage(remote: string, version: string): void {
  inPage.set(remote, (inPage.get(remote) ?? new Set()).add(version));
}

/** The versions of a remote whose code this page has run, whichever serves it now. */
export const versionsInPage = (remote: string): readonly string[] => [...(inPage.get(remote) ?? [])];

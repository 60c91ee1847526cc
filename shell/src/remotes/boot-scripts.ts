// Runs before the async boundary: no shared modules here.

/** Whether the browser has the whole answer for this address (its resource timing entry is written then). */
const arrived = (href: string) =>
  typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(href).length > 0;

/**
 * Resolves once every script `index.html` preloads for the shell's first render has arrived (or
 * failed): what is fetched after it then no longer shares the link with them.
 */
export function bootScriptsIn(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (arrived(link.href)) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

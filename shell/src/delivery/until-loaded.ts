/**
 * Testers' tools load their code when first needed; a load that fails (offline, a flaky link) waits
 * for the connection to come back and tries again, never failing: a tool that cannot arrive yet
 * shows nothing, and the app around it goes on.
 */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(untilLoaded(load)), { once: true });
      }),
  );
}

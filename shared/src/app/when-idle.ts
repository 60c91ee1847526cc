/** Resolves when the main thread is next idle, or after `timeout` ms whatever it is doing. */
export const whenIdle = (timeout: number): Promise<void> =>
  new Promise<void>((go) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => go(), { timeout });
    else setTimeout(go, 0);
  });

export type Politeness = 'polite' | 'assertive';

const hosts: Partial<Record<Politeness, HTMLElement>> = {};

/**
 * A live region that stays in the page, for messages drawn elsewhere to be put into (antd-mobile's
 * toasts render into it): screen readers read what is added to a region that existed before, while
 * a region created together with its words is often skipped. No role, so it never counts as an alert.
 */
export function liveRegion(politeness: Politeness): HTMLElement {
  const existing = hosts[politeness];
  if (existing?.isConnected) return existing;
  const host = document.createElement('div');
  host.className = `rental-live rental-live--${politeness}`;
  host.setAttribute('aria-live', politeness);
  document.body.appendChild(host);
  hosts[politeness] = host;
  return host;
}

// Runs before the async boundary too (the first route's manifest is fetched ahead).

/** A manifest file, parsed; an error answer or a page that is not JSON is a failed load. */
export async function fetchManifest(url: string, integrity: string | undefined): Promise<unknown> {
  // With the hash deploy recorded, the browser refuses bytes that differ (a failed fetch).
  const res = await fetch(url, integrity ? { integrity } : {});
  if (!res.ok) throw new Error(`manifest answered HTTP ${res.status}`);
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('manifest is not JSON');
  }
}

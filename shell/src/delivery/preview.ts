import { isLivePreview, parsePreviews, type RegistryDoc } from '@rental/platform/runtime';
import { setPreviewPins, type Overrides } from './overrides';

/** What a `?preview=` link did on this page load, for the badge and diagnostics. */
export interface PreviewState {
  name: string;
  /** `ignored`: no such preview, or it has expired; live is served. */
  status: 'on' | 'ignored';
  /** `remote@version` of what runs. */
  pins: Overrides;
  /** `remote@version` the preview names that the registry has no record of: not followed. */
  missing: string[];
}

/**
 * The versions a preview link runs: only versions the registry records, with their integrity, so a
 * link opens nothing a deploy did not put on this site (never a URL, never an unrecorded version).
 */
export function resolvePreview(doc: RegistryDoc, name: string, now = Date.now()): PreviewState {
  const preview = doc.previews?.[name];
  if (!preview || !isLivePreview(preview, now)) return { name, status: 'ignored', pins: {}, missing: [] };
  const pins: Overrides = {};
  const missing: string[] = [];
  for (const [remote, version] of Object.entries(preview.versions)) {
    if (doc.remotes[remote]?.versions[version]?.integrity) pins[remote] = { version };
    else missing.push(`${remote}@${version}`);
  }
  return { name, status: 'on', pins, missing };
}

let state: PreviewState | null = null;
export const previewState = (): PreviewState | null => state;

/**
 * Each registry read while a `?preview=` link is open (loaded only then): reads the registry's
 * previews (`json`) into `doc`, which the shell read without them, and pins the preview's versions.
 */
export function applyPreview(json: unknown, doc: RegistryDoc, raw: string): void {
  const previews = parsePreviews((json as { previews?: unknown } | null)?.previews);
  if (previews) doc.previews = previews;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Left as typed: it then names no preview.
  }
  state = resolvePreview(doc, name);
  setPreviewPins(state.pins);
}

// Its own module so the shell's boot bundles none of it: only its lazy preview-link code and the CLI's parseRegistry use it.
import { isRecord, isString } from './guards';
import type { Preview } from './schema';

/** A preview that has not expired at `now` (an unreadable time counts as expired). */
export const isLivePreview = (p: Preview, now: number): boolean => Date.parse(p.expires) > now;

/** Previews (`deploy --preview`): one without an expiry or versions is dropped; versions are only names here. */
export function parsePreviews(value: unknown): Record<string, Preview> | undefined {
  const list = Object.entries(isRecord(value) ? value : {}).flatMap(([name, p]) =>
    isRecord(p) && isString(p.expires) && isRecord(p.versions)
      ? [
          [
            name,
            {
              by: isString(p.by) ? p.by : '',
              at: isString(p.at) ? p.at : '',
              expires: p.expires,
              versions: Object.fromEntries(Object.entries(p.versions).filter(([, v]) => isString(v))),
            },
          ],
        ]
      : [],
  );
  return list.length ? Object.fromEntries(list) : undefined;
}

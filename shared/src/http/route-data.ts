import { boolean, is, number, object, optional, pipe, record, regex, string, union, type InferOutput } from 'valibot';
import { getToken } from '../state/auth-atoms';
import { prefetchAnswer } from './client';
import { isEnvelope } from './envelope';
import { AHEAD, type Hold } from './prefetch';

// The app's own API, nothing else: the list comes from a manifest, which is data, not code.
const API_PATH = /^\/api(?:\/[\w-]+)+$/;

/**
 * A GET a route's page makes first, as a remote's `src/route-data.json` lists it. The build copies
 * the list into the remote's manifest, so the shell can start these calls while the remote's code
 * is still on its way; the route's own prefetch starts them otherwise (never both: see `prefetch`).
 */
const RouteDataCallSchema = object({
  path: pipe(string(), regex(API_PATH)),
  params: optional(record(string(), union([string(), number(), boolean()]))),
  /** Only for a signed-in renter (the call answers 401 otherwise). */
  session: optional(boolean()),
  /**
   * The field of the answer's first item (or of the answer, when it is one object) that names the
   * picture the page shows first, at the top: it is fetched as soon as the answer arrives, while the
   * page still renders, instead of once the page has put it on screen.
   */
  firstImage: optional(pipe(string(), regex(/^\w+$/))),
});
export type RouteDataCall = InferOutput<typeof RouteDataCallSchema>;

export const isRouteDataCall = (value: unknown): value is RouteDataCall => is(RouteDataCallSchema, value);

/** A picture's address as an answer names it: a path of this site, or an http(s) URL (the CSP decides). */
const PICTURE = /^(\/(?!\/)|https?:\/\/)\S+$/;

function firstPicture(body: unknown, field: string): string | null {
  if (!isEnvelope(body) || !body.success) return null;
  const item: unknown = Array.isArray(body.data) ? body.data[0] : body.data;
  const src = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined;
  return typeof src === 'string' && PICTURE.test(src) ? src : null;
}

/** Into the browser's image cache, where the page's `<img>` of the same address finds it. */
function preloadPicture(src: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

/** The answer on its way, or null when one already was (whoever started it has it). */
function startCall(call: RouteDataCall, hold?: Hold): Promise<unknown> | null {
  const answer = prefetchAnswer(call.path, call.params, hold);
  const { firstImage } = call;
  if (answer && firstImage)
    answer
      .then(({ status, body }) => {
        const src = status === 200 ? firstPicture(body, firstImage) : null;
        if (src) preloadPicture(src);
      })
      .catch(() => undefined);
  return answer;
}

/** Starts the listed calls a page is about to make; entries that are not such calls are skipped. */
export function prefetchRouteData(calls: unknown): void {
  if (!Array.isArray(calls)) return;
  const signedIn = Boolean(getToken());
  for (const call of calls) if (isRouteDataCall(call) && (!call.session || signedIn)) startCall(call);
}

/**
 * Starts the listed calls of a page the renter has not opened yet but likely will (a tab's, once the
 * first page is up), so that it opens with its data: each answer waits up to a minute (AHEAD); a
 * failed one, or any change the renter makes meanwhile (a POST), drops it. Only calls that are the
 * same for everyone: a renter's own data is never shown older than the visit that asks for it.
 * Resolves once every answer it started is in (or failed): the page can then be drawn with them.
 */
export async function readyRouteData(calls: unknown): Promise<void> {
  if (!Array.isArray(calls)) return;
  const shared = calls.filter((call): call is RouteDataCall => isRouteDataCall(call) && !call.session);
  await Promise.allSettled(shared.map((call) => startCall(call, AHEAD)));
}

/** `readyRouteData`, not waited for (as 1.11 offered it). */
export function warmRouteData(calls: unknown): void {
  void readyRouteData(calls);
}

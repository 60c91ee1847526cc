/**
 * The security headers of the site, one definition for every server: the dev API's serving
 * (`npm start`, the tests) and the nginx configuration rendered for production (`npm run serve:prod`).
 */
export interface SiteOrigins {
  /** CDN origins remotes may load from besides the page's own (as the shell was built with). */
  remotes: readonly string[];
  /** Origins of the API when it is not the page's own. */
  api: readonly string[];
  /** Pages allowed to frame the app: the wallet's mini-program container. */
  frameAncestors: readonly string[];
  /** Where product pictures come from besides the page's own origin (the asset base, `cos`). */
  images: readonly string[];
  /** Pages the app frames: the e-signature provider's signing page. */
  frames: readonly string[];
}

const list = (values: readonly string[]) => values.map((v) => ` ${v}`).join('');

/**
 * Scripts only from the page's origin and the remotes' CDNs (no inline script, no eval); nothing
 * embedded as an object; no `<base>` rewriting links; framed only by the wallet. Styles may be
 * inline: antd-mobile and the style loader set them at run time.
 */
export function contentSecurityPolicy(o: SiteOrigins): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'report-sample'${list(o.remotes)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${list(o.images)}`,
    `font-src 'self' data:`,
    `connect-src 'self'${list(o.api)}${list(o.remotes)}`,
    `frame-src 'self'${list(o.frames)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'${list(o.frameAncestors)}`,
  ].join('; ');
}

/** Sent with every response: no guessing of content types, no full URLs (and their queries) leaked. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Sent with the app's pages (`/h5/`, its HTML): the base headers and the content security policy,
 * which governs documents only; scripts and data get the base headers without its bytes.
 */
export function appHeaders(o: SiteOrigins): Record<string, string> {
  return { ...BASE_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(o) };
}

const origins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => new URL(v).origin);

/** From the environment, as the shell's build reads `RENTAL_REMOTE_ORIGINS`. */
export function originsFromEnv(env: Record<string, string | undefined> = process.env): SiteOrigins {
  return {
    remotes: origins(env.RENTAL_REMOTE_ORIGINS),
    api: origins(env.RENTAL_API_ORIGINS),
    frameAncestors: origins(env.RENTAL_FRAME_ANCESTORS),
    images: origins(env.RENTAL_IMAGE_ORIGINS),
    frames: origins(env.RENTAL_FRAME_ORIGINS),
  };
}

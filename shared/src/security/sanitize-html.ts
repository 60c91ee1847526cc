import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { getConfig } from '../state/config';
import { noteRemovedHandler } from './parsed-handlers';

/** Nothing that runs, restyles the page, submits, frames, redirects or rebases links survives. */
const FORBID_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'video',
  'audio',
  'template',
  'noscript',
];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'background', 'poster', 'target', 'ping'];
const URL_ATTRS = new Set(['src', 'href', 'xlink:href', 'cite', 'longdesc']);

/** A path on this site ('/static/x.png'), not another host ('//host/x', '/\host/x'). */
function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The asset base the platform config names (`cos`), when it is on another host. */
function assetBase(): string | null {
  const { cos } = getConfig();
  return /^https:\/\/[^/]+/.test(cos) ? cos.replace(/\/?$/, '/') : null;
}

function allowedUrl(raw: string): boolean {
  const value = raw.trim();
  const base = assetBase();
  return isOwnPath(value) || (base !== null && value.startsWith(base));
}

let purifier: Purifier | null = null;

function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName.toLowerCase().startsWith('on')) noteRemovedHandler(data.attrValue);
    if (URL_ATTRS.has(data.attrName.toLowerCase()) && !allowedUrl(data.attrValue)) data.keepAttr = false;
  });
  // An image whose source was dropped would only leave an empty box behind.
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
  purifier = p;
  return p;
}

/**
 * Markup from the server (a product's details, a contract) made safe to show: no scripts or
 * handlers, no styles, forms, frames or embeds, no `<meta>` or `<base>`, nothing loaded or linked
 * from outside this site (but its asset base). The one sanitizer every app uses.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { FORBID_TAGS, FORBID_ATTR, ALLOW_DATA_ATTR: false });
}

import DOMPurify from 'dompurify';

const URL_ATTRS = ['src', 'href', 'srcset', 'xlink:href', 'poster', 'action', 'formaction'];

// Only our own static files may load; anything else could track the renter or break the page.
const isOwnStatic = (value: string) => /^\/static\/[^/]/.test(value.trim()) && !value.includes('..');

let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRS.includes(data.attrName) && (data.attrName === 'srcset' || !isOwnStatic(data.attrValue))) {
      data.keepAttr = false;
    }
  });
  // An image whose source was dropped would only leave an empty box behind.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
}

/** The goods' detail HTML with no scripts, no event handlers, no styles and no outside resources. */
export function sanitizeDetailHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'object', 'embed', 'form', 'input', 'link', 'meta', 'base', 'video', 'audio'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}

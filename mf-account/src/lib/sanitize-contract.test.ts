import { isSameOriginPath, sanitizeContract } from './sanitize-contract';

const HOSTILE = [
  '<h1>租赁合同</h1><p>正文</p><table><tr><td>1</td></tr></table>',
  '<script>window.__contractXss = true; alert("xss")</script>',
  '<img src="x" onerror="window.__contractXss = true">',
  '<a href="javascript:window.__contractXss = true">点击查看补充条款</a>',
  '<img src="https://tracker.example.com/pixel.gif?leak=1" alt="tracker">',
  '<iframe src="https://evil.example.com/phish"></iframe>',
  '<object data="https://evil.example.com/x.swf"></object>',
  '<div onclick="window.__contractXss = true" style="background:url(javascript:alert(1))">click</div>',
  '<img src="//cdn.example.com/a.png" srcset="https://a.example.com/1.png 1x"><img src="/static/ok.png">',
  '<a href="/pages/agreement/agreement">ok link</a><a href="https://evil.example.com">out</a>',
].join('\n');

test('scripts, handlers, javascript: URLs, frames and outside resources are stripped', () => {
  const out = sanitizeContract(HOSTILE);
  const box = document.createElement('div');
  box.innerHTML = out;
  expect(box.querySelector('h1')?.textContent).toBe('租赁合同');
  expect(box.querySelector('table')).not.toBeNull();
  expect(box.querySelectorAll('script, iframe, object, embed, style')).toHaveLength(0);
  for (const el of Array.from(box.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith('on')).toBe(false);
      expect(attr.name).not.toBe('style');
      expect(attr.name).not.toBe('srcset');
      if (attr.name === 'src' || attr.name === 'href') expect(isSameOriginPath(attr.value)).toBe(true);
    }
  }
  expect(out).not.toMatch(/javascript:/i);
  expect(out).not.toMatch(/example\.com/);
  expect(box.querySelector('img[src="/static/ok.png"]')).not.toBeNull();
  expect(box.querySelector('a[href="/pages/agreement/agreement"]')?.textContent).toBe('ok link');
  expect(box.textContent).toContain('点击查看补充条款');
});

test('only path-absolute same-origin URLs count as safe', () => {
  expect(isSameOriginPath('/a/b.png')).toBe(true);
  expect(isSameOriginPath('//evil.example.com/a')).toBe(false);
  expect(isSameOriginPath('/\\evil.example.com')).toBe(false);
  expect(isSameOriginPath('https://x.example.com')).toBe(false);
  expect(isSameOriginPath('javascript:alert(1)')).toBe(false);
  expect(isSameOriginPath('x.png')).toBe(false);
});

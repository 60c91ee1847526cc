import { sanitizeDetailHtml } from './sanitize-html';

test('keeps the text markup the server sends', () => {
  const html = '<h2>亮点</h2><p><strong>A18 Pro</strong> 芯片</p><ul><li>一</li></ul>';
  expect(sanitizeDetailHtml(html)).toBe(html);
});

test('drops scripts, handlers, styles and anything from outside', () => {
  const out = sanitizeDetailHtml(
    '<p onclick="x()" style="color:red">a</p><script>alert(1)</script>' +
      '<img src="https://evil.example/t.gif" onerror="x()"><img src="/static/goods/1001/front.svg">' +
      '<a href="javascript:alert(1)">b</a><a href="//evil.example">c</a><img srcset="/static/a.svg 2x" src="/static/../x">',
  );
  expect(out).not.toMatch(/script|onclick|onerror|style=|evil|javascript|srcset|\.\./);
  expect(out).toContain('<img src="/static/goods/1001/front.svg">');
});

import { appRoute, safeRedirect } from './navigate';

describe('where a redirect may send the renter', () => {
  it.each(['/pages/orderDetail/orderDetail?orderId=12', '/', '/pages/user/user', 'pages/myOrder/myOrder?status=2'])(
    'a page of the app (%s)',
    (value) => {
      expect(appRoute(value)).toBe(value.startsWith('/') ? value : `/${value}`);
    },
  );

  it('a route encoded once more on its way is read as that route', () => {
    expect(appRoute('%2Fpages%2Fuser%2Fuser')).toBe('/pages/user/user');
  });

  it.each([
    'https://evil.example',
    'http://evil.example/pages/user/user',
    '//evil.example',
    '//evil.example/pages/user/user',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '/javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '%2f%5cevil.example',
    'javascript%3Aalert(1)',
    '/pages/user/user#//evil.example',
    '/pages/../../evil',
    '/pages/user/user/extra',
    '/pages/user/user?x=1 y',
    '/%0a/evil.example',
    '',
  ])('never another site, a script or a malformed path (%j)', (value) => {
    expect(appRoute(value)).toBeNull();
    expect(safeRedirect(value)).toBe('/');
  });

  it('login never returns to login itself', () => {
    expect(safeRedirect('/pages/login/login?redirect=%2F')).toBe('/');
  });
});

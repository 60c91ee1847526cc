import { initI18n } from '../i18n/i18n';
import { sanitizeHtml } from '../security';
import { setupLogCapture } from './log-capture';
import { installCspReporting } from './index';

const logs = setupLogCapture();

/** jsdom has no SecurityPolicyViolationEvent; the reporter reads only these fields. */
function violation(fields: Partial<SecurityPolicyViolationEvent>): Event {
  return Object.assign(new Event('securitypolicyviolation'), {
    blockedURI: '',
    effectiveDirective: 'script-src-elem',
    sample: '',
    sourceFile: '',
    lineNumber: 0,
    columnNumber: 0,
    ...fields,
  });
}

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => logs.accept());

test('a blocked script is logged once as a security event, naming what and where', async () => {
  const uninstall = installCspReporting();
  const evil = violation({
    blockedURI: 'https://evil.example/x.js',
    sourceFile: 'https://app.test/h5/main.js',
    lineNumber: 4,
  });
  document.dispatchEvent(evil);
  document.dispatchEvent(violation({ blockedURI: 'https://evil.example/x.js' }));
  const entries = await logs.settle(1);
  uninstall();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    message: 'security: content security policy blocked https://evil.example/x.js (script-src-elem)',
    instance: 'security:csp',
    level: 'error',
  });
});

test('the sanitizer’s own parse of a handler it removed is not a violation; any other handler is', async () => {
  const uninstall = installCspReporting();
  await sanitizeHtml('<img src="/static/a.png" onerror="window.__x = 1">');
  document.dispatchEvent(violation({ effectiveDirective: 'script-src-attr', sample: 'window.__x = 1' }));
  document.dispatchEvent(violation({ effectiveDirective: 'script-src-attr', sample: 'window.__y = 2' }));
  const entries = await logs.settle(1);
  uninstall();
  expect(entries.map((e) => e.message)).toEqual([
    'security: content security policy blocked inline (script-src-attr): window.__y = 2',
  ]);
});

import { RegistryRuleError } from './changes';
import { disableRoutes, enableRoutes, messageProblem } from './kill-switch';
import { parseRegistry, serializeRegistry } from './parse';
import { emptyRegistry, MESSAGE_LIMIT, type RegistryDoc, type RemoteRecord } from './schema';
import { switchOver } from './select';
import { registryProblems } from './strict';

const AT = '2026-11-21T10:00:00.000Z';

function remote(dir: string, routes: string[], live: string | null = '1.0.0+a'): RemoteRecord {
  const versions = live ? { [live]: { entry: `remotes/${dir}/x/mf-manifest.json`, routes, uploadedAt: AT } } : {};
  return { dir, live, canary: null, history: live ? [{ version: live, at: AT }] : [], uploads: [], versions };
}

function site(): RegistryDoc {
  const doc = emptyRegistry();
  doc.remotes.mf_orders = remote('mf-orders', ['pages/myOrder/myOrder', 'pages/orderDetail/orderDetail']);
  doc.remotes.mf_account = remote('mf-account', ['pages/user/user', 'pages/commonProblem/commonProblem']);
  return doc;
}

const orders = { route: 'pages/orderDetail/orderDetail', message: 'Back by 18:00', at: AT };

describe('disable and enable, as registry changes', () => {
  it('switch a route off with the message, and back on to the very registry they started from', () => {
    const before = site();
    const off = disableRoutes(before, 'mf_orders', orders);
    const switched = [{ route: orders.route, message: orders.message, since: AT }];
    expect(off.outcome).toEqual({ disabled: switched, unchanged: false });
    expect(off.doc.remotes.mf_orders?.disabled).toEqual(switched);
    expect(registryProblems(JSON.parse(serializeRegistry(off.doc)))).toEqual([]);
    // Another team's record is untouched, field by field.
    expect(off.doc.remotes.mf_account).toEqual(before.remotes.mf_account);
    const on = enableRoutes(off.doc, 'mf_orders', { route: orders.route });
    expect(on.outcome).toEqual({ disabled: [], unchanged: false });
    expect(serializeRegistry(on.doc)).toBe(serializeRegistry(before));
  });

  it('again with another message keeps the time it went off; the same twice is no change', () => {
    const first = disableRoutes(site(), 'mf_orders', orders).doc;
    expect(disableRoutes(first, 'mf_orders', { ...orders, at: 'later' }).outcome.unchanged).toBe(true);
    const second = disableRoutes(first, 'mf_orders', { ...orders, message: null, at: 'later' });
    expect(second.doc.remotes.mf_orders?.disabled).toEqual([{ route: orders.route, message: null, since: AT }]);
  });

  it('refuses a route its live version does not declare, a remote without a live version, a missing remote', () => {
    expect(() => disableRoutes(site(), 'mf_orders', { ...orders, route: 'pages/user/user' })).toThrow(
      'mf_orders 1.0.0+a declares no route "pages/user/user"; its routes: pages/myOrder/myOrder, pages/orderDetail/orderDetail',
    );
    const doc = site();
    doc.remotes.mf_new = remote('mf-new', [], null);
    expect(() => disableRoutes(doc, 'mf_new', { ...orders, route: null })).toThrow(/no live version/);
    expect(() => enableRoutes(doc, 'mf_gone', { route: null })).toThrow(RegistryRuleError);
  });

  it('a whole-remote switch is undone whole; enabling one of its routes alone is refused', () => {
    const whole = disableRoutes(site(), 'mf_orders', { route: null, message: null, at: AT }).doc;
    expect(() => enableRoutes(whole, 'mf_orders', { route: orders.route })).toThrow(/switched off as a whole/);
    const both = disableRoutes(whole, 'mf_orders', orders).doc;
    expect(enableRoutes(both, 'mf_orders', { route: orders.route }).outcome.disabled).toEqual([
      { route: null, message: null, since: AT },
    ]);
    expect(enableRoutes(both, 'mf_orders', { route: null }).doc.remotes.mf_orders?.disabled).toBeUndefined();
    expect(enableRoutes(site(), 'mf_orders', { route: null }).outcome.unchanged).toBe(true);
  });
});

describe('which route a switch covers, as the shell reads it', () => {
  const DETAIL = orders.route;
  const off = (route: string | null) => disableRoutes(site(), 'mf_orders', { route, message: 'm', at: AT }).doc;

  it("covers its own route, else every route of the remote; a route's own message first", () => {
    const ordersOf = (doc: RegistryDoc) => doc.remotes.mf_orders!;
    expect(switchOver(ordersOf(off(DETAIL)), `/${DETAIL}/`)).toMatchObject({ route: DETAIL, message: 'm' });
    expect(switchOver(ordersOf(off(DETAIL)), 'pages/myOrder/myOrder')).toBeNull();
    expect(switchOver(ordersOf(off(null)), 'pages/myOrder/myOrder')).toMatchObject({ route: null });
    const both = disableRoutes(off(null), 'mf_orders', { route: DETAIL, message: 'own', at: AT }).doc;
    expect(switchOver(ordersOf(both), DETAIL)?.message).toBe('own');
    expect(switchOver(site().remotes.mf_orders!, DETAIL)).toBeNull();
  });

  it('reads leniently: a switch it cannot read is dropped, an overlong message left out', () => {
    const json = JSON.parse(serializeRegistry(off(orders.route))) as { remotes: Record<string, { disabled: unknown }> };
    json.remotes.mf_orders!.disabled = [
      { route: orders.route, message: 'x'.repeat(MESSAGE_LIMIT + 1), since: AT },
      { route: 42 },
      'junk',
      { route: null, message: '<img src=x onerror=alert(1)>' },
    ];
    expect(parseRegistry(json).remotes.mf_orders?.disabled).toEqual([
      { route: orders.route, message: null, since: AT },
      // Kept, to be drawn as text: the shell never makes markup of a message (the CLI refuses it).
      { route: null, message: '<img src=x onerror=alert(1)>', since: '' },
    ]);
    json.remotes.mf_orders!.disabled = 'junk';
    expect(parseRegistry(json).remotes.mf_orders?.disabled).toBeUndefined();
  });

  it('a writer refuses a damaged switch, naming the field', () => {
    const json = JSON.parse(serializeRegistry(off(orders.route))) as { remotes: Record<string, { disabled: unknown }> };
    json.remotes.mf_orders!.disabled = [
      { route: '/pages/x/x', message: 'a\nb', since: AT },
      { route: null, message: null, since: AT, extra: 1 },
      { route: null, message: null },
    ];
    expect(registryProblems(json)).toEqual([
      'remotes.mf_orders.disabled[0].route: should be null (every route) or a route path without a leading /',
      `remotes.mf_orders.disabled[0].message: should be null or one line of plain text, at most ${MESSAGE_LIMIT} characters`,
      'remotes.mf_orders.disabled[1].extra: not a registry field (written by a newer CLI?)',
      'remotes.mf_orders.disabled[2].route: switched off twice',
      'remotes.mf_orders.disabled[2].since: should be a time (ISO text)',
    ]);
  });
});

it('a message is one line of plain text, at most 200 characters', () => {
  expect(messageProblem('Back by 18:00 · 预计 18:00 恢复')).toBeNull();
  expect(messageProblem('好'.repeat(200))).toBeNull();
  expect(messageProblem('好'.repeat(201))).toBe('is 201 characters long, at most 200');
  expect(messageProblem('  ')).toBe('is empty');
  expect(messageProblem('a\u2028b')).toMatch(/line break/);
  expect(messageProblem('see <a href="x">here</a>')).toMatch(/looks like HTML/);
  expect(messageProblem('1 < 2 and 3 > 2')).toBeNull();
});

import React from 'react';
import { federation, registerRemote } from './host';

interface Lent {
  from: string;
  loaded?: boolean;
  get: () => Promise<() => unknown>;
}

const scope = () => (federation.shareScopeMap.default ?? {}) as unknown as Record<string, Record<string, Lent>>;

test('the runtime the shell starts lends every module of its contract, at its version, as the shell’s', () => {
  // The test build's contract (shared/src/testing/jest-globals.ts).
  expect(Object.keys(scope()).sort()).toEqual(['@rental/shared', 'react', 'react-dom']);
  expect(scope().react?.['19.3.1']?.from).toBe('shell');
  // Nothing is fetched until a remote asks for it.
  expect(Object.values(scope()).flatMap((versions) => Object.values(versions).filter((v) => v.loaded))).toEqual([]);
});

test('a remote taking React gets the very exports the shell’s own code runs', async () => {
  const lent = scope().react?.['19.3.1'];
  if (!lent) throw new Error('react is not lent');
  const factory = await lent.get();
  expect(factory()).toBe(React);
});

test('production remotes find the runtime the shell lends them under the global their builds read', () => {
  const lent = (globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })._FEDERATION_RUNTIME_CORE;
  expect(lent?.ModuleFederation).toBe(federation.constructor);
});

test('replacing a remote’s version lends again what the runtime dropped with the old one', async () => {
  registerRemote('mf_test', 'https://cdn.allowed.test/v1/remoteEntry.js', false);
  // What the runtime's removeRemote does to a module only the old version had taken.
  delete scope().react?.['19.3.1'];
  registerRemote('mf_test', 'https://cdn.allowed.test/v2/remoteEntry.js', true);
  const lent = scope().react?.['19.3.1'];
  expect(lent?.from).toBe('shell');
  expect(await lent?.get().then((factory) => factory())).toBe(React);
  expect(federation.options.remotes.map((r) => ('entry' in r ? r.entry : ''))).toEqual([
    'https://cdn.allowed.test/v2/remoteEntry.js',
  ]);
});

import { File as NodeFile } from 'node:buffer';

// Globals the app gets from webpack's DefinePlugin.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';

// The jsdom environment takes Blob, FormData, Request and fetch from Node but keeps jsdom's own File,
// which Node's FormData refuses; Node's File (a Node Blob) makes the four one family, as in a browser.
if (typeof window !== 'undefined') {
  Object.defineProperty(globalThis, 'File', { value: NodeFile, writable: true, configurable: true });
}

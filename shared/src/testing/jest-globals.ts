import { File as NodeFile } from 'node:buffer';
import catalogue from '../navigation/route-catalogue.json';

// Globals the app gets from webpack's DefinePlugin.
Object.assign(globalThis, {
  __APP_VERSION__: '0.0.0-test',
  __REMOTE_ORIGINS__: ['https://cdn.allowed.test'],
  __HEALTH_SAMPLE__: 1,
  __KNOWN_ROUTES__: Object.fromEntries(Object.entries(catalogue).map(([name, routes]) => [name, Object.keys(routes)])),
  __SHELL_CONTRACT__: {
    name: 'shell',
    version: '1.0.0+test',
    shared: { react: '19.3.1', 'react-dom': '19.3.1', '@rental/shared': '1.0.0' },
  },
});

// The jsdom environment takes Blob, FormData, Request and fetch from Node but keeps jsdom's own File,
// which Node's FormData refuses; Node's File (a Node Blob) makes the four one family, as in a browser.
if (typeof window !== 'undefined') {
  Object.defineProperty(globalThis, 'File', { value: NodeFile, writable: true, configurable: true });
}

import { bootScriptsIn } from './boot-scripts';

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
  return link;
}

/** Whether the promise has settled by the time pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

const resourceTiming = Object.getOwnPropertyDescriptor(performance, 'getEntriesByName');
afterEach(() => {
  document.head.replaceChildren();
  if (resourceTiming) Object.defineProperty(performance, 'getEntriesByName', resourceTiming);
  else delete (performance as Partial<Performance>).getEntriesByName;
});

test('waits for every boot script the page preloads, a failed one included', async () => {
  const framework = preload('/h5/shell/1/framework.js');
  const commons = preload('/h5/shell/1/commons.js');
  const waiting = bootScriptsIn();
  expect(await settled(waiting)).toBe(false);
  framework.dispatchEvent(new Event('load'));
  expect(await settled(waiting)).toBe(false);
  commons.dispatchEvent(new Event('error'));
  expect(await settled(waiting)).toBe(true);
});

test('does not wait for a script that arrived before it was asked', async () => {
  preload('/h5/shell/1/framework.js');
  // The browser's record of what it received: this one is in.
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (name.endsWith('framework.js') ? [{ name }] : []),
  });
  expect(await settled(bootScriptsIn())).toBe(true);
});

test('with nothing preloaded (a development build), nothing to wait for', async () => {
  expect(await settled(bootScriptsIn())).toBe(true);
});

import { untilLoaded } from './until-loaded';

test('a load that fails waits for the connection to come back, then tries again; it never fails', async () => {
  let calls = 0;
  const load = jest.fn(() => (++calls < 3 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve('panel')));
  const settled = jest.fn();
  const loaded = untilLoaded(load).then(settled, settled);
  await Promise.resolve();
  await Promise.resolve();
  expect(load).toHaveBeenCalledTimes(1);
  expect(settled).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(2);
  expect(settled).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('online'));
  await loaded;
  expect(load).toHaveBeenCalledTimes(3);
  expect(settled).toHaveBeenCalledWith('panel');
});

import { pageShown } from '@rental/shared';
import { promised } from '@rental/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type LateComponent, lateComponent, useLateComponent } from './late-component';

type Module = { default: ComponentType };

const Moving = () => <p>moving</p>;

function Page({ late }: { late: LateComponent<object> }) {
  return useLateComponent(late) ? <late.Component /> : <p>still</p>;
}

/** A pointer event as the browser sends it (jsdom has no `PointerEvent` to carry the id). */
function pointer(
  target: Element,
  type: 'pointerdown' | 'pointerup' | 'pointercancel',
  pointerId: number,
  isPrimary = pointerId === 1,
) {
  fireEvent(target, Object.assign(new Event(type, { bubbles: true }), { pointerId, isPrimary }));
}

/** Lets the page's timers and promises run (the loader's answer, the release's next task). */
const settle = () => act(() => new Promise((go) => setTimeout(go, 30)));

// In order: the first page shows once per page load, as in the app.
test('waits for the first page, then takes over only once the press that is on is let go', async () => {
  const module = promised<Module>();
  const load = jest.fn(() => module.promise);
  const late = lateComponent(load);
  render(<Page late={late} />);
  await settle();
  expect(load).not.toHaveBeenCalled();

  act(() => pageShown());
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // Two fingers down, the code arrives: nothing moves until both are lifted.
  const still = screen.getByText('still');
  pointer(still, 'pointerdown', 1);
  pointer(still, 'pointerdown', 2);
  module.resolve({ default: Moving });
  await settle();
  expect(still).toBeInTheDocument();
  pointer(still, 'pointerup', 1);
  await settle();
  expect(still).toBeInTheDocument();
  pointer(still, 'pointercancel', 2);
  expect(await screen.findByText('moving')).toBeInTheDocument();
  expect(still).not.toBeInTheDocument();
});

test('a page drawn after that has it from its first render, without loading it again', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Moving }));
  const late = lateComponent(load);
  const first = render(<Page late={late} />);
  expect(await screen.findByText('moving')).toBeInTheDocument();
  first.unmount();
  render(<Page late={late} />);
  expect(screen.getByText('moving')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a load that fails (offline) leaves the page as it is and is tried again once back online', async () => {
  const load = jest
    .fn<Promise<Module>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValueOnce({ default: Moving });
  render(<Page late={lateComponent(load)} />);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await settle();
  expect(screen.getByText('still')).toBeInTheDocument();

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('moving')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a press whose release the page never heard holds nothing back after the next one', async () => {
  const module = promised<Module>();
  render(<Page late={lateComponent(() => module.promise)} />);
  const still = screen.getByText('still');
  pointer(still, 'pointerdown', 7, true);
  module.resolve({ default: Moving });
  await settle();
  expect(still).toBeInTheDocument();
  // The finger left the page before it lifted; the next tap starts and ends as usual.
  pointer(still, 'pointerdown', 8, true);
  pointer(still, 'pointerup', 8, true);
  expect(await screen.findByText('moving')).toBeInTheDocument();
});

test('a page that leaves before the code arrives takes nothing with it', async () => {
  const module = promised<Module>();
  const late = lateComponent(() => module.promise);
  const page = render(<Page late={late} />);
  await settle();
  page.unmount();
  module.resolve({ default: Moving });
  await settle();
  expect(late.loaded).toBe(Moving);
  render(<Page late={late} />);
  expect(screen.getByText('moving')).toBeInTheDocument();
});

import { createLogGate, DEFAULT_LOG_LIMITS } from './log-gate';

function gateAt(start = 0) {
  let t = start;
  const gate = createLogGate(DEFAULT_LOG_LIMITS, () => t);
  return { gate, advance: (ms: number) => (t += ms) };
}

test('the limits are 60 s for duplicates, 10 per 10 s and 50 per page', () => {
  expect(DEFAULT_LOG_LIMITS).toEqual({ dedupeMs: 60_000, windowMs: 10_000, perWindow: 10, perPage: 50 });
});

test('the same entry within 60 s is dropped, and counted with the next one sent', () => {
  const { gate, advance } = gateAt();
  expect(gate.admit('a')).toEqual({ send: true, droppedBefore: 0 });
  advance(59_999);
  expect(gate.admit('a')).toEqual({ send: false });
  expect(gate.admit('a')).toEqual({ send: false });
  expect(gate.admit('b')).toEqual({ send: true, droppedBefore: 2 });
  expect(gate.admit('c')).toEqual({ send: true, droppedBefore: 0 });
});

test('the same entry is sent again once 60 s have passed since it was sent', () => {
  const { gate, advance } = gateAt();
  gate.admit('a');
  advance(60_000);
  expect(gate.admit('a')).toEqual({ send: true, droppedBefore: 0 });
});

test('a storm is cut at 10 entries per 10 s', () => {
  const { gate, advance } = gateAt();
  for (let i = 0; i < 10; i += 1) expect(gate.admit(`e${i}`)).toMatchObject({ send: true });
  for (let i = 10; i < 15; i += 1) expect(gate.admit(`e${i}`)).toEqual({ send: false });
  advance(9_999);
  expect(gate.admit('late')).toEqual({ send: false });
  advance(1);
  expect(gate.admit('after')).toEqual({ send: true, droppedBefore: 6 });
});

test('the window slides: entries older than 10 s no longer count', () => {
  const { gate, advance } = gateAt();
  for (let i = 0; i < 5; i += 1) gate.admit(`early${i}`);
  advance(6_000);
  for (let i = 0; i < 5; i += 1) expect(gate.admit(`mid${i}`)).toMatchObject({ send: true });
  expect(gate.admit('over')).toEqual({ send: false });
  advance(4_000);
  expect(gate.admit('room again')).toEqual({ send: true, droppedBefore: 1 });
});

test('no more than 50 entries per page load, however slowly they come', () => {
  const { gate, advance } = gateAt();
  for (let i = 0; i < 50; i += 1) {
    expect(gate.admit(`e${i}`)).toMatchObject({ send: true });
    advance(2_000);
  }
  advance(3_600_000);
  expect(gate.admit('51st')).toEqual({ send: false });
});

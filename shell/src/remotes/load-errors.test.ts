import { PageTimeoutError, withTimeout } from './load-errors';

describe('withTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('passes a load that finishes in time through', async () => {
    await expect(withTimeout(Promise.resolve('page'), 60_000)).resolves.toBe('page');
  });

  it('ends a load that outlasts its budget with a timeout error', async () => {
    jest.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => undefined), 60_000);
    jest.advanceTimersByTime(59_999);
    const settled = jest.fn();
    pending.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(PageTimeoutError);
  });
});

const paymentsKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('payments.'));

beforeEach(() => localStorage.clear());

test('logging out before any payment page is opened leaves nothing of payments in storage', async () => {
  // An earlier visit: a trade was being opened and a card code was texted, then the app closed.
  await jest.isolateModulesAsync(async () => {
    const { tradeKeys } = await import('./trade-keys');
    const { cardResendTimes, payCountdownKey } = await import('./countdown');
    tradeKeys.keyFor('first:12');
    cardResendTimes.save(payCountdownKey('T1'), Date.now() + 60_000, Date.now());
  });
  expect(paymentsKeys()).toEqual(expect.arrayContaining(['payments.requestKeys', 'payments.smsResendAt']));

  // This visit: the app starts again and the renter logs out from Mine; no payments code has loaded.
  await jest.isolateModulesAsync(async () => {
    const { clearSession } = await import('@rental/shared');
    clearSession();
  });
  expect(paymentsKeys()).toEqual([]);
});

test('the next payment after logging out starts a new attempt', async () => {
  const { tradeKeys } = await import('./trade-keys');
  const { clearSession } = await import('@rental/shared');
  const before = tradeKeys.keyFor('first:12');
  clearSession();
  expect(tradeKeys.keyFor('first:12')).not.toBe(before);
});

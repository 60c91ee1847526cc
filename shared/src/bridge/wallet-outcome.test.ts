import { resultCodeOfError, walletOutcome, WalletError, WalletTimeoutError } from './wallet-bridge';

test('only 9000 is a success; 8000 and 6004 leave it to the server', () => {
  expect(walletOutcome('9000')).toBe('success');
  expect(walletOutcome('8000')).toBe('unknown');
  expect(walletOutcome('6004')).toBe('unknown');
  expect(walletOutcome('6001')).toBe('cancelled');
  expect(walletOutcome('6002')).toBe('failed');
  expect(walletOutcome('4000')).toBe('failed');
});

test('a bridge that threw is a cancel, an unknown, unreachable or failed — never a success', () => {
  expect(resultCodeOfError(new WalletError('closed', 'cancelled'))).toBe('6001');
  expect(resultCodeOfError(new WalletTimeoutError('no answer'))).toBe('6004');
  expect(resultCodeOfError(new WalletError('no wallet', 'unavailable'))).toBe('6002');
  expect(resultCodeOfError(new WalletError('refused', 'failed'))).toBe('4000');
  expect(resultCodeOfError(new TypeError('boom'))).toBe('4000');
});

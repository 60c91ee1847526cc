import { retryAfter, serverField } from './card-form-rules';

describe('what a refused card call says in its data', () => {
  test('the field it names, in the server’s words or its aliases; nothing for anything else', () => {
    expect(serverField({ field: 'no' })).toBe('no');
    expect(serverField({ field: 'mobile' })).toBe('reservedPhone');
    expect(serverField({ field: 'verifyCode' })).toBe('code');
    expect(serverField({ field: 'enabled' })).toBeNull();
    expect(serverField({ field: 'constructor' })).toBeNull();
    expect(serverField({ field: 3 })).toBeNull();
    expect(serverField(null)).toBeNull();
  });

  test('the wait before another code, in whole seconds, only when there is one', () => {
    expect(retryAfter({ retryAfter: 42 })).toBe(42);
    expect(retryAfter({ retryAfter: 1.2 })).toBe(2);
    expect(retryAfter({ retryAfter: 0 })).toBeNull();
    expect(retryAfter({ retryAfter: '42' })).toBeNull();
    expect(retryAfter({ attemptsLeft: 3 })).toBeNull();
    expect(retryAfter(undefined)).toBeNull();
  });
});

import { string } from 'valibot';
import { safeStorage } from './safe-storage';

describe('safeStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('round-trips JSON values', () => {
    safeStorage.set('token', 'abc');
    expect(safeStorage.get('token', '', string())).toBe('abc');
  });

  it('falls back on a corrupt or mistyped value instead of throwing', () => {
    localStorage.setItem('token', '{not json');
    expect(safeStorage.get('token', 'fallback', string())).toBe('fallback');
    localStorage.setItem('token', '42');
    expect(safeStorage.get('token', 'fallback', string())).toBe('fallback');
  });

  it('survives a full or unavailable storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(safeStorage.set('token', 'abc')).toBe(false);
    expect(safeStorage.get('token', 'none', string())).toBe('none');
    expect(() => safeStorage.remove('token')).not.toThrow();
  });
});

import { checkTrackingNo, normalizeTrackingNo } from './tracking-rules';

test.each([
  ['SF', 'SF1234567890123'],
  ['JD', 'JDVA12345678901'],
  ['EMS', '1012345678901'],
  ['ZTO', '731234567890'],
  ['ZTO', '731234567890123'],
  ['YTO', 'YT1234567890123'],
  ['STO', '773123456789012'],
  ['YD', '4312345678901'],
  ['YD', '431234567890123'],
])('%s accepts %s', (code, number) => {
  expect(checkTrackingNo(code, number)).toBeNull();
});

test.each([
  ['SF', '1234567890123', 'no SF prefix'],
  ['SF', 'SF123456789012', 'one digit short'],
  ['JD', 'JDVA1234567890', 'one character short'],
  ['EMS', '10123456789012', 'one digit too many'],
  ['ZTO', '73123456789', 'eleven digits'],
  ['YTO', 'YT12345678901AB', 'letters after YT'],
  ['STO', '7731234567890123', 'sixteen digits'],
  ['YD', '431234567890', 'twelve digits'],
])('%s refuses %s (%s)', (code, number) => {
  expect(checkTrackingNo(code, number)).toBe('format');
});

test('a number typed in lower case or with spaces is read as the carrier prints it', () => {
  expect(normalizeTrackingNo(' sf 1234 5678 90123 ')).toBe('SF1234567890123');
  expect(checkTrackingNo('SF', 'sf1234567890123')).toBeNull();
  expect(checkTrackingNo('JD', 'jdva-1234567890-1')).toBeNull();
});

test('no carrier or no number says which field is missing', () => {
  expect(checkTrackingNo(undefined, 'SF1234567890123')).toBe('company');
  expect(checkTrackingNo('SF', '   ')).toBe('required');
});

test('a carrier without a known rule is left to the server, but junk is still refused', () => {
  expect(checkTrackingNo('DBL', 'DB12345678')).toBeNull();
  expect(checkTrackingNo('DBL', '#!')).toBe('format');
});

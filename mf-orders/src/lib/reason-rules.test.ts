import { checkReason, composeReason } from './reason-rules';

test('a chosen reason is sent as its label, with the note after it', () => {
  expect(composeReason('tooExpensive', '价格太贵', '')).toBe('价格太贵');
  expect(composeReason('tooExpensive', '价格太贵', '  想等降价  ')).toBe('价格太贵: 想等降价');
});

test('"other" sends the renter\'s own words only, and needs them', () => {
  expect(composeReason('other', '其他原因', '搬家了')).toBe('搬家了');
  expect(checkReason('other', '其他原因', ' ', 100)).toBe('describe');
  expect(checkReason('other', '其他原因', '搬家了', 100)).toBeNull();
});

test('nothing chosen, or too long in all, is refused before sending', () => {
  expect(checkReason(null, '', 'text', 100)).toBe('choose');
  expect(checkReason('tooExpensive', '价格太贵', 'x'.repeat(95), 100)).toBe('tooLong');
  expect(checkReason('tooExpensive', '价格太贵', 'x'.repeat(90), 100)).toBeNull();
});

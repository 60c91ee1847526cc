import { emptyContact, validateContacts, type ContactDraft } from './contact-rules';

const c = (patch: Partial<ContactDraft>): ContactDraft => ({
  relation: 'parent',
  name: '李四',
  mobile: '13900139000',
  ...patch,
});

test('two complete, different contacts pass', () => {
  const errors = validateContacts([c({}), c({ relation: 'friend', name: '王五', mobile: '13700137000' })]);
  expect(errors).toEqual([{}, {}]);
});

test('each missing field is named at its field', () => {
  expect(validateContacts([emptyContact()])).toEqual([
    { relation: 'relationRequired', name: 'nameRequired', mobile: 'mobileRequired' },
  ]);
});

test.each([
  ['too short', '12345'],
  ['second digit 1', '11012345678'],
  ['12 digits', '138001380001'],
  ['letters', '1380013800a'],
])('an invalid mobile (%s) is said at the mobile', (_why, mobile) => {
  expect(validateContacts([c({ mobile })])[0]).toEqual({ mobile: 'mobileInvalid' });
});

test('full-width digits and spaces from an IME are what the renter meant', () => {
  expect(validateContacts([c({ mobile: '１３９ ００１３ ９０００' })])[0]).toEqual({});
});

test('a repeated number is flagged on the later contact only', () => {
  const errors = validateContacts([c({}), c({ name: '王五', mobile: '139 0013 9000' })]);
  expect(errors).toEqual([{}, { mobile: 'mobileDuplicate' }]);
});

test('the renter’s own number is refused when known in full; a masked one never matches', () => {
  expect(validateContacts([c({ mobile: '13800138000' })], '13800138000')[0]).toEqual({ mobile: 'mobileOwn' });
  expect(validateContacts([c({ mobile: '13800138000' })], '138****8000')[0]).toEqual({});
});

test.each([
  ['one character', '李'],
  ['digits', '李4'],
  ['21 characters', 'a'.repeat(21)],
])('a name with %s is invalid', (_why, name) => {
  expect(validateContacts([c({ name })])[0]).toEqual({ name: 'nameInvalid' });
});

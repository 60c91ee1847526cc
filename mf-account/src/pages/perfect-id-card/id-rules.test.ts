import {
  fromIsoDate,
  LONG_TERM,
  maskIdNumber,
  pickerRange,
  toIsoDate,
  validateIdDraft,
  type IdDraft,
} from './id-rules';

const draft = (patch: Partial<IdDraft> = {}): IdDraft => ({
  name: '张三',
  idNumber: '110105199003071239',
  validFrom: '2020-05-01',
  validTo: '2040-05-01',
  ...patch,
});
const TODAY = '2026-05-01';

test('the fixture card passes', () => {
  expect(validateIdDraft(draft(), TODAY)).toEqual({});
});

test('a wrong check digit, a short number or an impossible birth date is invalid', () => {
  expect(validateIdDraft(draft({ idNumber: '110105199003071238' }), TODAY)).toEqual({ idNumber: 'idInvalid' });
  expect(validateIdDraft(draft({ idNumber: '11010519900307123' }), TODAY)).toEqual({ idNumber: 'idInvalid' });
  expect(validateIdDraft(draft({ idNumber: '110105199002301234' }), TODAY)).toEqual({ idNumber: 'idInvalid' });
});

test('a lower-case x and full-width input are accepted', () => {
  expect(validateIdDraft(draft({ idNumber: '11010519491231002x' }), TODAY)).toEqual({});
  expect(validateIdDraft(draft({ idNumber: '１１０１０５１９９００３０７１２３９' }), TODAY)).toEqual({});
});

test('empty fields each get their own message', () => {
  expect(validateIdDraft({ name: ' ', idNumber: '', validFrom: '', validTo: '' }, TODAY)).toEqual({
    name: 'nameRequired',
    idNumber: 'idRequired',
    validFrom: 'fromRequired',
    validTo: 'toRequired',
  });
});

test('names: Chinese 2–20 characters (with ·) or Latin', () => {
  expect(validateIdDraft(draft({ name: '买买提·艾力' }), TODAY)).toEqual({});
  expect(validateIdDraft(draft({ name: 'Li Wei' }), TODAY)).toEqual({});
  expect(validateIdDraft(draft({ name: '张' }), TODAY)).toEqual({ name: 'nameInvalid' });
  expect(validateIdDraft(draft({ name: '张3' }), TODAY)).toEqual({ name: 'nameInvalid' });
});

test('validity: long-term is fine, the end must follow the start and not be past', () => {
  expect(validateIdDraft(draft({ validTo: LONG_TERM }), TODAY)).toEqual({});
  expect(validateIdDraft(draft({ validTo: '2019-01-01' }), TODAY)).toEqual({ validTo: 'toBeforeFrom' });
  expect(validateIdDraft(draft({ validFrom: '2000-01-01', validTo: '2020-01-01' }), TODAY)).toEqual({
    validTo: 'expired',
  });
});

test('the date picker spans this year ±150 years', () => {
  const { min, max } = pickerRange(new Date(2026, 4, 1));
  expect(toIsoDate(min)).toBe('1876-01-01');
  expect(toIsoDate(max)).toBe('2176-12-31');
});

test('dates round-trip and impossible ones are refused', () => {
  expect(toIsoDate(fromIsoDate('2024-02-29') ?? new Date(0))).toBe('2024-02-29');
  expect(fromIsoDate('2023-02-29')).toBeNull();
  expect(fromIsoDate('2023-2-1')).toBeNull();
});

test('masks the ID number', () => {
  expect(maskIdNumber('110105199003071239')).toBe('110***********1239');
});

test('a renter under 18 is refused at the field, the day before their 18th birthday too', () => {
  expect(validateIdDraft(draft({ idNumber: '110105201503071235' }), TODAY)).toEqual({ idNumber: 'underAge' });
  expect(validateIdDraft(draft({ idNumber: '110105199003071239' }), TODAY)).toEqual({});
});

import { addressLine, checkField, emptyAddress, regionParts, toAddressFields, validateAddress } from './address-rules';

const filled = {
  ...emptyAddress(),
  receiverName: ' 林小租 ',
  receiverPhone: '139 1234 5678',
  region: ['浙江省', '杭州市', '西湖区'],
  detail: '文三路 100 号',
};

test('an empty form names every missing field', () => {
  expect(validateAddress(emptyAddress())).toEqual({
    receiverName: 'required',
    receiverPhone: 'required',
    region: 'required',
    detail: 'required',
  });
});

test('a complete address passes and is sent trimmed, the phone as plain digits', () => {
  expect(validateAddress(filled)).toEqual({});
  expect(toAddressFields(filled)).toEqual({
    receiverName: '林小租',
    receiverPhone: '13912345678',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 100 号',
  });
});

test('full-width digits from a Chinese keyboard count as a valid mobile', () => {
  expect(checkField('receiverPhone', { ...filled, receiverPhone: '１３９１２３４５６７８' })).toBeUndefined();
});

test.each([
  ['12345678901', 'mobile'],
  ['1391234567', 'mobile'],
  ['12912345678', 'mobile'],
])('mobile %s is refused', (phone, error) => {
  expect(checkField('receiverPhone', { ...filled, receiverPhone: phone })).toBe(error);
});

test('name, region and street limits match the server', () => {
  expect(checkField('receiverName', { ...filled, receiverName: '王'.repeat(21) })).toBe('tooLong');
  expect(checkField('region', { ...filled, region: ['浙江省', '杭州市'] })).toBe('required');
  expect(checkField('detail', { ...filled, detail: '3号' })).toBe('tooShort');
  expect(checkField('detail', { ...filled, detail: '路'.repeat(101) })).toBe('tooLong');
});

test('a municipality is written once on a card', () => {
  expect(
    addressLine({
      ...toAddressFields(filled),
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      detail: '建国路 1 号',
    }),
  ).toBe('北京市 朝阳区 建国路 1 号');
});

test('the region names a municipality once and keeps every other city', () => {
  expect(regionParts({ province: '上海市', city: '上海市', district: '黄浦区' })).toEqual(['上海市', '黄浦区']);
  expect(regionParts({ province: '浙江省', city: '杭州市', district: '西湖区' })).toEqual([
    '浙江省',
    '杭州市',
    '西湖区',
  ]);
});

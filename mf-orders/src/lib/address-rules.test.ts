import type { RegionStems } from '@rental/shared/region-names';
import stemsFile from '@rental/shared/region-stems.json';
import { addressLine, checkField, emptyAddress, toAddressFields, validateAddress } from './address-rules';

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

const stems = stemsFile as RegionStems;
const beijing = { province: '北京市', city: '北京市', district: '朝阳区', detail: '建国路 1 号' };
const hangzhou = { province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 100 号' };

test('a municipality is written once on a card, in every language', () => {
  expect(addressLine(beijing, 'zh-CN', stems)).toBe('北京市 朝阳区 建国路 1 号');
  expect(addressLine(beijing, 'zh-TW', stems)).toBe('北京市 朝阳区 建国路 1 号');
  expect(addressLine(beijing, 'en', stems)).toBe('建国路 1 号, Chaoyang District, Beijing');
});

test('a card in English, Spanish or French names the regions in Latin letters, smallest first', () => {
  expect(addressLine(hangzhou, 'en', stems)).toBe('文三路 100 号, Xihu District, Hangzhou, Zhejiang');
  expect(addressLine(hangzhou, 'es', stems)).toBe('文三路 100 号, Distrito de Xihu, Hangzhou, Zhejiang');
  expect(addressLine(hangzhou, 'fr', stems)).toBe('文三路 100 号, District de Xihu, Hangzhou, Zhejiang');
  expect(addressLine(hangzhou, 'zh-CN', stems)).toBe('浙江省 杭州市 西湖区 文三路 100 号');
});

test('without the Latin table (not fetched yet, or offline) a card shows the stored names', () => {
  expect(addressLine(hangzhou, 'en', {})).toBe('文三路 100 号, 西湖区, 杭州市, 浙江省');
});

import { l10n as l, type L10n } from '../i18n/lang';

export type CardType = 'debit' | 'credit';

export interface BankDef {
  code: string;
  name: L10n;
  /** The bank's brand colour, for the card tile. */
  color: string;
}

export const BANKS: Record<string, BankDef> = {
  ICBC: {
    code: 'ICBC',
    name: l('中国工商银行', '中國工商銀行', 'ICBC', 'ICBC', 'ICBC'),
    color: '#C7000B',
  },
  CCB: {
    code: 'CCB',
    name: l(
      '中国建设银行',
      '中國建設銀行',
      'China Construction Bank',
      'China Construction Bank',
      'China Construction Bank',
    ),
    color: '#0066B3',
  },
  ABC: {
    code: 'ABC',
    name: l(
      '中国农业银行',
      '中國農業銀行',
      'Agricultural Bank of China',
      'Agricultural Bank of China',
      'Agricultural Bank of China',
    ),
    color: '#008F5D',
  },
  BOC: {
    code: 'BOC',
    name: l('中国银行', '中國銀行', 'Bank of China', 'Bank of China', 'Bank of China'),
    color: '#A71E32',
  },
  CMB: {
    code: 'CMB',
    name: l('招商银行', '招商銀行', 'China Merchants Bank', 'China Merchants Bank', 'China Merchants Bank'),
    color: '#D7000F',
  },
  BOCOM: {
    code: 'BOCOM',
    name: l('交通银行', '交通銀行', 'Bank of Communications', 'Bank of Communications', 'Bank of Communications'),
    color: '#1D2088',
  },
  PSBC: {
    code: 'PSBC',
    name: l(
      '中国邮政储蓄银行',
      '中國郵政儲蓄銀行',
      'Postal Savings Bank of China',
      'Postal Savings Bank of China',
      'Postal Savings Bank of China',
    ),
    color: '#007A3D',
  },
  CITIC: {
    code: 'CITIC',
    name: l('中信银行', '中信銀行', 'China CITIC Bank', 'China CITIC Bank', 'China CITIC Bank'),
    color: '#E60012',
  },
  CEB: {
    code: 'CEB',
    name: l('中国光大银行', '中國光大銀行', 'China Everbright Bank', 'China Everbright Bank', 'China Everbright Bank'),
    color: '#6A1B7F',
  },
  CIB: {
    code: 'CIB',
    name: l('兴业银行', '興業銀行', 'Industrial Bank', 'Industrial Bank', 'Industrial Bank'),
    color: '#004B97',
  },
  SPDB: {
    code: 'SPDB',
    name: l('上海浦东发展银行', '上海浦東發展銀行', 'SPD Bank', 'SPD Bank', 'SPD Bank'),
    color: '#0E3A8A',
  },
  PAB: {
    code: 'PAB',
    name: l('平安银行', '平安銀行', 'Ping An Bank', 'Ping An Bank', 'Ping An Bank'),
    color: '#F26522',
  },
  CMBC: {
    code: 'CMBC',
    name: l('中国民生银行', '中國民生銀行', 'China Minsheng Bank', 'China Minsheng Bank', 'China Minsheng Bank'),
    color: '#00857C',
  },
  CGB: {
    code: 'CGB',
    name: l('广发银行', '廣發銀行', 'China Guangfa Bank', 'China Guangfa Bank', 'China Guangfa Bank'),
    color: '#C8102E',
  },
};

/** Issuer prefixes (BINs) of mainland cards, with the kind of card each prefix issues. */
export const BINS: { bin: string; bank: keyof typeof BANKS; type: CardType }[] = [
  { bin: '622202', bank: 'ICBC', type: 'debit' },
  { bin: '622208', bank: 'ICBC', type: 'debit' },
  { bin: '621226', bank: 'ICBC', type: 'debit' },
  { bin: '621700', bank: 'CCB', type: 'debit' },
  { bin: '436742', bank: 'CCB', type: 'debit' },
  { bin: '622166', bank: 'CCB', type: 'credit' },
  { bin: '622848', bank: 'ABC', type: 'debit' },
  { bin: '622845', bank: 'ABC', type: 'debit' },
  { bin: '622836', bank: 'ABC', type: 'credit' },
  { bin: '621661', bank: 'BOC', type: 'debit' },
  { bin: '456351', bank: 'BOC', type: 'debit' },
  { bin: '622588', bank: 'CMB', type: 'debit' },
  { bin: '621485', bank: 'CMB', type: 'debit' },
  { bin: '622575', bank: 'CMB', type: 'credit' },
  { bin: '622262', bank: 'BOCOM', type: 'debit' },
  { bin: '622260', bank: 'BOCOM', type: 'debit' },
  { bin: '621799', bank: 'PSBC', type: 'debit' },
  { bin: '622188', bank: 'PSBC', type: 'debit' },
  { bin: '622690', bank: 'CITIC', type: 'debit' },
  { bin: '622666', bank: 'CEB', type: 'debit' },
  { bin: '622909', bank: 'CIB', type: 'debit' },
  { bin: '622908', bank: 'CIB', type: 'debit' },
  { bin: '622521', bank: 'SPDB', type: 'debit' },
  { bin: '622155', bank: 'PAB', type: 'debit' },
  { bin: '622622', bank: 'CMBC', type: 'debit' },
  { bin: '622568', bank: 'CGB', type: 'debit' },
];

export function binOf(no: string): { bank: BankDef; type: CardType } | null {
  const hit = BINS.find((b) => no.startsWith(b.bin));
  const bank = hit ? BANKS[hit.bank] : undefined;
  return hit && bank ? { bank, type: hit.type } : null;
}

/** The Luhn (mod 10) check every bank card number carries in its last digit. */
export function luhnValid(no: string): boolean {
  let sum = 0;
  for (let i = 0; i < no.length; i++) {
    let d = Number(no[no.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Completes a number with its Luhn check digit (seed data and tests). */
export function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + String(d))) return body + String(d);
  return body;
}

export function maskCardNo(no: string): string {
  return `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
}

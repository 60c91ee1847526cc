import { l10n as l, type L10n } from '../i18n/lang';

export interface ExpressCompany {
  code: string;
  name: L10n;
  /** What a tracking number of this company looks like. */
  pattern: RegExp;
  example: string;
}

export const EXPRESS_COMPANIES: readonly ExpressCompany[] = [
  {
    code: 'SF',
    name: l('顺丰速运', '順豐速運', 'SF Express', 'SF Express', 'SF Express'),
    pattern: /^SF\d{13}$/,
    example: 'SF1234567890123',
  },
  {
    code: 'JD',
    name: l('京东快递', '京東快遞', 'JD Logistics', 'JD Logistics', 'JD Logistics'),
    pattern: /^JD[A-Z0-9]{13}$/,
    example: 'JDVA12345678901',
  },
  {
    code: 'EMS',
    name: l('中国邮政 EMS', '中國郵政 EMS', 'China Post EMS', 'China Post EMS', 'China Post EMS'),
    pattern: /^\d{13}$/,
    example: '1012345678901',
  },
  {
    code: 'ZTO',
    name: l('中通快递', '中通快遞', 'ZTO Express', 'ZTO Express', 'ZTO Express'),
    pattern: /^\d{12,15}$/,
    example: '731234567890123',
  },
  {
    code: 'YTO',
    name: l('圆通速递', '圓通速遞', 'YTO Express', 'YTO Express', 'YTO Express'),
    pattern: /^YT\d{13}$/,
    example: 'YT1234567890123',
  },
  {
    code: 'STO',
    name: l('申通快递', '申通快遞', 'STO Express', 'STO Express', 'STO Express'),
    pattern: /^\d{12,15}$/,
    example: '773123456789012',
  },
  {
    code: 'YD',
    name: l('韵达快递', '韻達快遞', 'Yunda Express', 'Yunda Express', 'Yunda Express'),
    pattern: /^\d{13,15}$/,
    example: '4312345678901',
  },
];

export const EXPRESS_BY_CODE: ReadonlyMap<string, ExpressCompany> = new Map(EXPRESS_COMPANIES.map((c) => [c.code, c]));

/** Where returned devices go. */
export const MERCHANT_RETURN_ADDRESS = {
  name: l(
    '优品租售后中心',
    '優品租售後中心',
    'Youpin Rental returns center',
    'Centro de devoluciones Youpin Rental',
    'Centre de retours Youpin Rental',
  ),
  phone: '0755-86001234',
  address: l(
    '广东省深圳市南山区科技园科苑路 15 号 3 栋 201',
    '廣東省深圳市南山區科技園科苑路 15 號 3 棟 201',
    'Unit 201, Bldg 3, 15 Keyuan Rd, Science Park, Nanshan, Shenzhen, Guangdong',
    'Unidad 201, Edif. 3, Keyuan Rd 15, Parque Científico, Nanshan, Shenzhen, Guangdong',
    'Unité 201, bât. 3, 15 Keyuan Rd, Parc scientifique, Nanshan, Shenzhen, Guangdong',
  ),
};

/** The platform operator, the same company the agreements name. */
export const LESSOR = {
  name: l(
    '杭州栖桐数码科技有限公司',
    '杭州棲桐數碼科技有限公司',
    'Hangzhou Qitong Digital Technology Co., Ltd.',
    'Hangzhou Qitong Digital Technology Co., Ltd.',
    'Hangzhou Qitong Digital Technology Co., Ltd.',
  ),
  creditCode: '91330106MA2DEV0001',
};

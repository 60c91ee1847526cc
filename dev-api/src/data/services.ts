import type { L10n } from '../i18n/lang';

export type PayMode = 'once' | 'perPeriod';

export interface ServiceDef {
  id: number;
  name: L10n;
  desc: L10n;
  payMode: PayMode;
  /** Price as a share of the device's market price, so cover costs scale with what it protects. */
  rate: number;
  minPrice: number;
}

export const SERVICES = {
  screen: {
    id: 1,
    payMode: 'once',
    rate: 0.015,
    minPrice: 4900,
    name: {
      'zh-CN': '碎屏保障',
      'zh-TW': '碎屏保障',
      en: 'Screen protection',
      es: 'Protección de pantalla',
      fr: "Protection d'écran",
    },
    desc: {
      'zh-CN': '租期内屏幕意外碎裂可免费更换 1 次，无需承担维修费用。',
      'zh-TW': '租期內螢幕意外碎裂可免費更換 1 次，無需負擔維修費用。',
      en: 'One free screen replacement if the screen cracks by accident during the rental.',
      es: 'Una sustitución de pantalla gratuita si se rompe por accidente durante el alquiler.',
      fr: "Un remplacement d'écran gratuit en cas de bris accidentel pendant la location.",
    },
  },
  accident: {
    id: 2,
    payMode: 'perPeriod',
    rate: 0.003,
    minPrice: 900,
    name: {
      'zh-CN': '意外保障',
      'zh-TW': '意外保障',
      en: 'Accident cover',
      es: 'Cobertura de accidentes',
      fr: 'Garantie accident',
    },
    desc: {
      'zh-CN': '覆盖跌落、进水等意外损坏，维修费用由平台承担，每期随租金支付。',
      'zh-TW': '涵蓋跌落、進水等意外損壞，維修費用由平台負擔，每期隨租金支付。',
      en: 'Covers drops, liquid damage and other accidents; repairs are on us. Paid with each installment.',
      es: 'Cubre caídas, líquidos y otros accidentes; la reparación corre de nuestra cuenta. Se paga con cada cuota.',
      fr: 'Couvre chutes, liquides et autres accidents ; les réparations sont à notre charge. Payée à chaque échéance.',
    },
  },
  damage: {
    id: 3,
    payMode: 'once',
    rate: 0.01,
    minPrice: 1900,
    name: {
      'zh-CN': '损坏免赔',
      'zh-TW': '損壞免賠',
      en: 'Damage waiver',
      es: 'Exención por daños',
      fr: 'Franchise dommages',
    },
    desc: {
      'zh-CN': '正常使用中造成的划痕、磕碰免于赔偿，归还验机更省心。',
      'zh-TW': '正常使用造成的刮痕、碰撞免於賠償，歸還驗機更安心。',
      en: 'Scratches and dents from normal use are waived, so the return check is stress-free.',
      es: 'Los arañazos y golpes por uso normal quedan exentos; devolver es más fácil.',
      fr: "Rayures et chocs dus à un usage normal sont couverts : le retour se fait l'esprit léger.",
    },
  },
  crash: {
    id: 4,
    payMode: 'once',
    rate: 0.03,
    minPrice: 9900,
    name: {
      'zh-CN': '炸机保障',
      'zh-TW': '炸機保障',
      en: 'Crash cover',
      es: 'Cobertura de choques',
      fr: 'Garantie crash',
    },
    desc: {
      'zh-CN': '飞行中发生碰撞、坠落，凭残骸即可以保障价换新。',
      'zh-TW': '飛行中發生碰撞、墜落，憑殘骸即可以保障價換新。',
      en: 'If the drone crashes in flight, return the wreck and get a replacement at the covered price.',
      es: 'Si el dron se estrella, devuelve los restos y recibe uno nuevo al precio cubierto.',
      fr: "En cas de crash en vol, rapportez l'épave et obtenez un remplacement au tarif couvert.",
    },
  },
  loss: {
    id: 5,
    payMode: 'perPeriod',
    rate: 0.004,
    minPrice: 500,
    name: {
      'zh-CN': '丢失保障',
      'zh-TW': '遺失保障',
      en: 'Loss cover',
      es: 'Cobertura por pérdida',
      fr: 'Garantie perte',
    },
    desc: {
      'zh-CN': '单只耳机或配件丢失可按成本价补配，每期随租金支付。',
      'zh-TW': '單隻耳機或配件遺失可按成本價補配，每期隨租金支付。',
      en: 'Lose one earbud or an accessory and we replace it at cost. Paid with each installment.',
      es: 'Si pierdes un auricular o un accesorio, lo reponemos a precio de coste. Se paga con cada cuota.',
      fr: 'Un écouteur ou un accessoire perdu est remplacé au prix coûtant. Payée à chaque échéance.',
    },
  },
} satisfies Record<string, ServiceDef>;

export type ServiceKey = keyof typeof SERVICES;

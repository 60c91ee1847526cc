import type { L10n } from '../i18n/lang';

export interface ColorSeed {
  hex: string;
  name: L10n;
}

const c = (hex: string, zhCN: string, zhTW: string, en: string, es: string, fr: string): ColorSeed => ({
  hex,
  name: { 'zh-CN': zhCN, 'zh-TW': zhTW, en, es, fr },
});

export const COLORS = {
  'desert-titanium': c(
    '#c7a98c',
    '沙漠色钛金属',
    '沙漠色鈦金屬',
    'Desert Titanium',
    'Titanio desierto',
    'Titane désert',
  ),
  'black-titanium': c('#3d3c3a', '黑色钛金属', '黑色鈦金屬', 'Black Titanium', 'Titanio negro', 'Titane noir'),
  'white-titanium': c('#ecebe6', '白色钛金属', '白色鈦金屬', 'White Titanium', 'Titanio blanco', 'Titane blanc'),
  'natural-titanium': c('#bdb6aa', '原色钛金属', '原色鈦金屬', 'Natural Titanium', 'Titanio natural', 'Titane naturel'),
  ultramarine: c('#8fa6f2', '群青色', '群青色', 'Ultramarine', 'Azul ultramar', 'Outremer'),
  teal: c('#a9cfcb', '深青色', '深青色', 'Teal', 'Verde azulado', 'Bleu-vert'),
  pink: c('#f0b6d2', '粉色', '粉紅色', 'Pink', 'Rosa', 'Rose'),
  white: c('#f4f4f2', '白色', '白色', 'White', 'Blanco', 'Blanc'),
  black: c('#2b2b2e', '黑色', '黑色', 'Black', 'Negro', 'Noir'),
  blue: c('#bcd3e8', '蓝色', '藍色', 'Blue', 'Azul', 'Bleu'),
  green: c('#b9d3b0', '绿色', '綠色', 'Green', 'Verde', 'Vert'),
  'yadan-black': c('#2e2d2b', '雅丹黑', '雅丹黑', 'Yadan Black', 'Negro Yadan', 'Noir Yadan'),
  'white-sand': c('#e8e3da', '白沙银', '白沙銀', 'White Sand Silver', 'Plata arena', 'Argent sable'),
  'nanli-purple': c('#b7a6d6', '南糯紫', '南糯紫', 'Nanli Purple', 'Morado Nanli', 'Violet Nanli'),
  'yachuan-green': c('#7fa99b', '雅川青', '雅川青', 'Yachuan Green', 'Verde Yachuan', 'Vert Yachuan'),
  'feather-white': c('#f1efe9', '羽砂白', '羽砂白', 'Feather White', 'Blanco pluma', 'Blanc plume'),
  'ice-blue': c('#b8d5ec', '冰晶蓝', '冰晶藍', 'Ice Blue', 'Azul hielo', 'Bleu glacier'),
  'dragon-blue': c('#3b5b8a', '龙晶蓝', '龍晶藍', 'Dragon Crystal Blue', 'Azul cristal', 'Bleu cristal'),
  'onyx-black': c('#2a2c33', '水墨黑', '水墨黑', 'Onyx Black', 'Negro ónix', 'Noir onyx'),
  'marble-gray': c('#c9c8c4', '雅岩灰', '雅岩灰', 'Marble Grey', 'Gris mármol', 'Gris marbre'),
  'cobalt-violet': c('#8f7bb8', '秘矿紫', '秘礦紫', 'Cobalt Violet', 'Violeta cobalto', 'Violet cobalt'),
  mint: c('#bfe3cf', '薄荷绿', '薄荷綠', 'Mint', 'Menta', 'Menthe'),
  'silver-shadow': c('#cfd2d6', '冰霜银', '冰霜銀', 'Silver Shadow', 'Plata sombra', 'Argent ombré'),
  'desert-silk': c('#d9c6a5', '大漠银月', '大漠銀月', 'Desert Silver Moon', 'Luna plateada', 'Lune argentée'),
  'sea-blue': c('#3f6f94', '海阔天空', '海闊天空', 'Ocean Blue', 'Azul océano', 'Bleu océan'),
  'space-black': c('#2e2f33', '深空黑色', '深空黑色', 'Space Black', 'Negro espacial', 'Noir sidéral'),
  silver: c('#d8dadd', '银色', '銀色', 'Silver', 'Plata', 'Argent'),
  'space-gray': c('#7d7e82', '深空灰色', '太空灰色', 'Space Grey', 'Gris espacial', 'Gris sidéral'),
  starlight: c('#ece3d4', '星光色', '星光色', 'Starlight', 'Blanco estrella', 'Lumière stellaire'),
  midnight: c('#2f3643', '午夜色', '午夜色', 'Midnight', 'Medianoche', 'Minuit'),
  purple: c('#c7b8e0', '紫色', '紫色', 'Purple', 'Morado', 'Violet'),
  'storm-gray': c('#55585e', '深灰色', '深灰色', 'Storm Grey', 'Gris tormenta', 'Gris orage'),
  neon: c('#e8423f', '电光红蓝', '電光紅藍', 'Neon Red/Blue', 'Rojo/azul neón', 'Rouge/bleu néon'),
  'jet-black': c('#1d1d1f', '亮黑色', '亮黑色', 'Jet Black', 'Negro azabache', 'Noir de jais'),
  'rose-gold': c('#e6c3b4', '玫瑰金色', '玫瑰金色', 'Rose Gold', 'Oro rosa', 'Or rose'),
  'midnight-blue': c('#2c3a57', '午夜蓝', '午夜藍', 'Midnight Blue', 'Azul medianoche', 'Bleu nuit'),
  gray: c('#8c8f94', '灰色', '灰色', 'Grey', 'Gris', 'Gris'),
  cream: c('#efe6d2', '奶油色', '奶油色', 'Cream', 'Crema', 'Crème'),
} satisfies Record<string, ColorSeed>;

export type ColorKey = keyof typeof COLORS;

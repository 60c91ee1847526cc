import type { DeviceKind } from '../data/categories';
import { circle, darken, lighten, linear, rect, svgDocument } from './svg';

const S = 'fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"';

const GLYPHS: Record<DeviceKind | 'search' | 'coupon' | 'sparkle-phone', string> = {
  phone: rect(33, 18, 30, 60, 7, S) + `<path d="M43 70 H53" ${S}/>`,
  tablet: rect(24, 20, 48, 58, 7, S) + circle(48, 70, 2, 'fill="#fff"'),
  laptop: rect(24, 24, 48, 34, 4, S) + `<path d="M14 66 H82 L78 73 H18 Z" ${S}/>`,
  handheld:
    `<path d="M22 34 H74 Q84 34 84 46 L86 62 Q87 72 78 72 Q72 72 68 64 H28 Q24 72 18 72 Q9 72 10 62 L12 46 Q12 34 22 34 Z" ${S}/><path d="M28 50 H40 M34 44 V56" ${S}/>` +
    circle(62, 47, 3, 'fill="#fff"') +
    circle(70, 55, 3, 'fill="#fff"'),
  console: rect(30, 16, 22, 64, 6, S) + `<path d="M56 58 H78 Q84 58 84 66 Q84 76 76 76 H62 Q56 76 56 70 Z" ${S}/>`,
  camera: rect(16, 32, 64, 42, 9, S) + circle(48, 53, 12, S) + `<path d="M34 32 L38 24 H58 L62 32" ${S}/>`,
  action: rect(24, 28, 48, 40, 9, S) + circle(40, 48, 9, S) + `<path d="M58 40 H64" ${S}/>`,
  earbuds: `<path d="M32 30 Q20 30 20 42 Q20 52 30 52 V72" ${S}/><path d="M64 30 Q76 30 76 42 Q76 52 66 52 V72" ${S}/>`,
  headphones:
    `<path d="M22 58 V48 Q22 22 48 22 Q74 22 74 48 V58" ${S}/>` +
    rect(18, 52, 14, 24, 6, S) +
    rect(64, 52, 14, 24, 6, S),
  watch: rect(30, 28, 36, 40, 10, S) + `<path d="M38 28 V14 H58 V28 M38 68 V82 H58 V68 M48 40 V48 L54 52" ${S}/>`,
  drone:
    `<path d="M30 30 L66 66 M66 30 L30 66" ${S}/>` +
    rect(38, 38, 20, 20, 5, `fill="#fff"`) +
    [24, 72].flatMap((x) => [24, 72].map((y) => circle(x, y, 9, S))).join(''),
  search: circle(43, 43, 18, S) + `<path d="M56 56 L74 74" ${S}/>`,
  coupon: `<path d="M16 30 H80 V42 Q72 42 72 48 Q72 54 80 54 V66 H16 V54 Q24 54 24 48 Q24 42 16 42 Z" ${S}/><path d="M58 32 V64" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 4"/><path d="M33 40 L39 48 L45 40 M39 48 V58 M33 51 H45" ${S}/>`,
  'sparkle-phone':
    rect(28, 22, 28, 56, 7, S) + `<path d="M70 16 L73 25 L82 28 L73 31 L70 40 L67 31 L58 28 L67 25 Z" fill="#fff"/>`,
};

export type GlyphName = keyof typeof GLYPHS;

export function glyphSvg(name: GlyphName, tint: string, title: string): string {
  const id = `g-${name}`;
  return svgDocument(
    96,
    96,
    {
      defs: linear(
        id,
        [
          [0, lighten(tint, 0.25)],
          [1, darken(tint, 0.08)],
        ],
        1,
        1,
      ),
      body:
        rect(0, 0, 96, 96, 26, `fill="url(#${id})"`) +
        `<path d="M0 26 Q0 0 26 0 H70 Q96 0 96 26 V40 Q48 56 0 34 Z" fill="#fff" fill-opacity="0.14"/>` +
        GLYPHS[name],
    },
    title,
  );
}

export function avatarSvg(): string {
  return svgDocument(
    200,
    200,
    {
      defs: linear(
        'av',
        [
          [0, '#ffd7c2'],
          [1, '#ff9f7a'],
        ],
        1,
        1,
      ),
      body:
        circle(100, 100, 100, 'fill="url(#av)"') +
        circle(100, 82, 36, 'fill="#fff" fill-opacity="0.95"') +
        `<path d="M34 172 Q40 122 100 122 Q160 122 166 172 Q136 200 100 200 Q64 200 34 172 Z" fill="#fff" fill-opacity="0.95"/>`,
    },
    'avatar',
  );
}

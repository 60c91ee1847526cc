import { circle, combine, esc, FONT, linear, svgDocument, type DeviceArt, type Drawing, type Paint } from './svg';

/** Rough rendered width in em: CJK glyphs are square, Latin ones about half as wide. */
function emWidth(text: string, bold = false): number {
  let width = 0;
  for (const ch of text)
    width += /[\u3000-\u9fff\uff00-\uffef]/.test(ch)
      ? 1
      : /[A-Z0-9¥]/.test(ch)
        ? bold
          ? 0.72
          : 0.64
        : ch === ' '
          ? 0.3
          : bold
            ? 0.6
            : 0.54;
  return width;
}

const fit = (text: string, maxWidth: number, maxSize: number, bold = false): number =>
  Math.min(maxSize, Math.floor(maxWidth / Math.max(1, emWidth(text, bold))));

export interface BannerText {
  title: string;
  subtitle: string;
  cta: string;
}

function coupons(theme: [string, string], amounts: string[]): Drawing {
  const ticket = (x: number, y: number, angle: number, amount: string) =>
    `<g transform="rotate(${angle} ${x + 110} ${y + 55})">` +
    `<path d="M${x} ${y} H${x + 220} V${y + 40} Q${x + 205} ${y + 40} ${x + 205} ${y + 55} Q${x + 205} ${y + 70} ${x + 220} ${y + 70} V${y + 110} H${x} V${y + 70} Q${x + 15} ${y + 70} ${x + 15} ${y + 55} Q${x + 15} ${y + 40} ${x} ${y + 40} Z" fill="#fff"/>` +
    `<line x1="${x + 150}" y1="${y + 12}" x2="${x + 150}" y2="${y + 98}" stroke="${theme[0]}" stroke-width="3" stroke-dasharray="6 6"/>` +
    `<text x="${x + 80}" y="${y + 72}" text-anchor="middle" ${FONT} font-size="44" font-weight="800" fill="${theme[0]}">${amount}</text></g>`;
  return {
    defs: '',
    body: `<g transform="translate(520 40) scale(0.85) translate(-520 -40)">${ticket(520, 50, -10, amounts[0] ?? '') + ticket(545, 140, 6, amounts[1] ?? '')}</g>`,
  };
}

export function bannerSvg(
  theme: [string, string],
  text: BannerText,
  device: { art: DeviceArt; paint: Paint } | null,
  tickets: string[],
): string {
  const id = 'bn';
  const titleSize = fit(text.title, device ? 420 : 400, 46, true);
  const subtitleSize = fit(text.subtitle, device ? 420 : 400, 26);
  const ctaSize = 22;
  const ctaWidth = Math.round(emWidth(`${text.cta} ›`, true) * ctaSize + 40);
  const hero = device?.art.hero(device.paint);
  const art = hero
    ? {
        defs: hero.defs,
        body: `<g transform="translate(${600 - 375 * 0.46} ${150 - 375 * 0.46}) scale(0.46)">${hero.body}</g>`,
      }
    : coupons(theme, tickets);
  const backdrop: Drawing = {
    defs: linear(
      `${id}-bg`,
      [
        [0, theme[0]],
        [1, theme[1]],
      ],
      1,
      0.4,
    ),
    body:
      `<rect width="750" height="300" fill="url(#${id}-bg)"/>` +
      circle(640, 40, 170, 'fill="#fff" fill-opacity="0.1"') +
      circle(520, 300, 120, 'fill="#fff" fill-opacity="0.08"') +
      circle(600, 150, 120, 'fill="#fff" fill-opacity="0.18"'),
  };
  const copy: Drawing = {
    defs: '',
    body:
      `<text x="44" y="${88 + titleSize * 0.4}" ${FONT} font-size="${titleSize}" font-weight="800" fill="#fff">${esc(text.title)}</text>` +
      `<text x="46" y="${170}" ${FONT} font-size="${subtitleSize}" fill="#fff" fill-opacity="0.9">${esc(text.subtitle)}</text>` +
      `<rect x="44" y="200" width="${ctaWidth}" height="50" rx="25" fill="#fff"/>` +
      `<text x="${44 + ctaWidth / 2}" y="232" text-anchor="middle" ${FONT} font-size="${ctaSize}" font-weight="700" fill="${theme[0]}">${esc(text.cta)} ›</text>`,
  };
  return svgDocument(750, 300, combine(backdrop, art, copy), text.title);
}

/** Each bank's card in its own colour, the way renters recognise it at a glance. */
const BANK_COLORS: Record<string, readonly [string, string]> = {
  ICBC: ['#e0393e', '#b3171c'],
  BOC: ['#c8282e', '#8f1418'],
  CMB: ['#e54b4b', '#b02a30'],
  CITIC: ['#d8383b', '#a31d22'],
  HXB: ['#e23f3a', '#a8211d'],
  GDB: ['#d6363b', '#9e1c20'],
  CCB: ['#1f6fd1', '#0f4a97'],
  BOCOM: ['#1d5fb5', '#123f7c'],
  SPDB: ['#2b5fb2', '#173c78'],
  CIB: ['#2e62b8', '#183e7e'],
  ABC: ['#0f9d7a', '#087057'],
  PSBC: ['#1b9a57', '#0e6c3b'],
  CMBC: ['#168b8b', '#0b6161'],
  CEB: ['#7b3fb3', '#55267f'],
  PAB: ['#f0782d', '#c2541a'],
};

const FALLBACK: readonly [string, string] = ['#4b5d79', '#2e3a4f'];

/** "#D7000F" → the same hue a third darker (by default), for the tile's lower corner. */
function darker(hex: string, factor = 0.68): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * factor));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const isHex = (color: string | undefined): color is string => color !== undefined && /^#[0-9a-f]{6}$/i.test(color);

/** WCAG's relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The tile's white words need 4.5:1 on its lightest corner: a brand colour too light is darkened until they have it. */
export function underWhiteText(hex: string): string {
  let color = hex;
  while (1.05 / (luminance(color) + 0.05) < 4.5) color = darker(color, 0.92);
  return color;
}

/** The server's brand colour when it sends one, else our own table, else a neutral slate. */
export function bankGradient(bankCode: string, color?: string): string {
  const from = underWhiteText(isHex(color) ? color : (BANK_COLORS[bankCode.toUpperCase()] ?? FALLBACK)[0]);
  const to = isHex(color) ? darker(from) : underWhiteText((BANK_COLORS[bankCode.toUpperCase()] ?? FALLBACK)[1]);
  return `linear-gradient(135deg, ${from}, ${to})`;
}

/** The one colour of a bank (for its mark): the server's, else our table's. */
export function bankColor(bankCode: string, color?: string): string {
  return isHex(color) ? color : (BANK_COLORS[bankCode.toUpperCase()] ?? FALLBACK)[0];
}

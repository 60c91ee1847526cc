import { bankGradient, underWhiteText } from './bank-colors';

const channel = (hex: string, i: number) => {
  const c = parseInt(hex.slice(i, i + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const whiteContrast = (hex: string) =>
  1.05 / (0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5) + 0.05);

test('a brand colour too light for white words is darkened until they read at 4.5:1', () => {
  expect(whiteContrast('#F26522')).toBeLessThan(4.5);
  const readable = underWhiteText('#F26522');
  expect(whiteContrast(readable)).toBeGreaterThanOrEqual(4.5);
  // Same hue: the channels keep their order.
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(readable.slice(i, i + 2), 16));
  expect(r! > g! && g! > b!).toBe(true);
});

test('a colour white words already read on is kept as it is', () => {
  expect(underWhiteText('#C7000B')).toBe('#C7000B');
});

test('every tile starts from a colour its white words read on, the server’s or our own', () => {
  for (const [code, color] of [
    ['ABC', '#008F5D'],
    ['PAB', undefined],
    ['ICBC', undefined],
    ['XYZ', undefined],
  ] as const) {
    const from = /linear-gradient\(135deg, (#[0-9a-f]{6}),/i.exec(bankGradient(code, color))?.[1] ?? '';
    expect(whiteContrast(from)).toBeGreaterThanOrEqual(4.5);
  }
});

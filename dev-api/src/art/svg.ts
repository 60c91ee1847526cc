export interface Drawing {
  defs: string;
  body: string;
}

export interface Paint {
  /** Prefix that keeps gradient ids unique when several drawings share one file. */
  id: string;
  color: string;
  style: string;
  palette: [string, string];
}

export interface DeviceArt {
  hero(paint: Paint): Drawing;
  front(paint: Paint): Drawing;
  back(paint: Paint): Drawing;
  /** Where the floor shadow sits, for devices that do not reach the bottom of the canvas. */
  floorY?: number;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((ch) => ch + ch).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([0, 1, 2].map((i) => (ca[i] ?? 0) + ((cb[i] ?? 0) - (ca[i] ?? 0)) * t) as Rgb);
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** A readable ink on top of `hex`. */
export const inkOn = (hex: string): string => (luminance(hex) > 0.6 ? '#1f2430' : '#ffffff');

export function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const rect = (x: number, y: number, w: number, h: number, r: number, attrs: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`;

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;

export const FONT =
  "font-family=\"-apple-system, 'PingFang SC', 'Helvetica Neue', 'Noto Sans CJK SC', 'Microsoft YaHei', Arial, sans-serif\"";

export function combine(...drawings: Drawing[]): Drawing {
  return { defs: drawings.map((d) => d.defs).join(''), body: drawings.map((d) => d.body).join('') };
}

export const group = (transform: string, drawing: Drawing): Drawing => ({
  defs: drawing.defs,
  body: `<g transform="${transform}">${drawing.body}</g>`,
});

export function svgDocument(width: number, height: number, drawing: Drawing, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><defs>${drawing.defs}</defs>${drawing.body}</svg>\n`;
}

/** A camera lens: metal ring, dark glass and a highlight, the detail that makes a device read as a camera. */
export function lens(id: string, cx: number, cy: number, r: number, ring = '#3a3d44'): Drawing {
  return {
    defs: radial(
      `${id}-glass`,
      [
        [0, '#3a4a6b'],
        [0.55, '#0d1018'],
        [1, '#000000'],
      ],
      0.4,
      0.35,
      0.7,
    ),
    body:
      circle(cx, cy, r, `fill="${ring}"`) +
      circle(cx, cy, r * 0.8, `fill="#0b0c10"`) +
      circle(cx, cy, r * 0.62, `fill="url(#${id}-glass)"`) +
      circle(cx - r * 0.22, cy - r * 0.22, r * 0.16, `fill="#ffffff" fill-opacity="0.55"`) +
      circle(cx + r * 0.2, cy + r * 0.18, r * 0.07, `fill="#9fb4ff" fill-opacity="0.5"`),
  };
}

/** Soft abstract wallpaper clipped to a rounded screen. */
export function wallpaper(id: string, x: number, y: number, w: number, h: number, r: number, tint: string): Drawing {
  const a = mix(tint, '#6d5dfc', 0.45);
  const b = mix(tint, '#ff7a59', 0.35);
  return {
    defs:
      `<clipPath id="${id}-clip">${rect(x, y, w, h, r, '')}</clipPath>` +
      linear(
        `${id}-bg`,
        [
          [0, darken(a, 0.35)],
          [1, darken(b, 0.2)],
        ],
        0.3,
        1,
      ) +
      radial(`${id}-b1`, [
        [0, lighten(a, 0.35), 0.95],
        [1, a, 0],
      ]) +
      radial(`${id}-b2`, [
        [0, lighten(b, 0.3), 0.9],
        [1, b, 0],
      ]),
    body:
      `<g clip-path="url(#${id}-clip)">${rect(x, y, w, h, 0, `fill="url(#${id}-bg)"`)}` +
      `<ellipse cx="${x + w * 0.25}" cy="${y + h * 0.7}" rx="${w * 0.75}" ry="${h * 0.4}" fill="url(#${id}-b1)"/>` +
      `<ellipse cx="${x + w * 0.85}" cy="${y + h * 0.3}" rx="${w * 0.6}" ry="${h * 0.35}" fill="url(#${id}-b2)"/></g>`,
  };
}

/** Moves, scales and turns a 750×750 drawing about the canvas centre. */
export const place = (drawing: Drawing, dx: number, dy: number, scale = 1, rotate = 0): Drawing =>
  group(`translate(${375 + dx} ${375 + dy}) rotate(${rotate}) scale(${scale}) translate(-375 -375)`, drawing);

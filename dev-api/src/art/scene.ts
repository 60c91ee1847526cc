import { combine, linear, radial, svgDocument, type Drawing, type Paint } from './svg';

export interface SceneOptions {
  shadowY?: number;
  shadowW?: number;
}

/** Backdrop, glow and floor shadow shared by every 750×750 product shot. */
export function productShot(paint: Paint, device: Drawing, title: string, options: SceneOptions = {}): string {
  const { shadowY = 690, shadowW = 250 } = options;
  const id = `${paint.id}-scene`;
  const [from, to] = paint.palette;
  const backdrop: Drawing = {
    defs:
      linear(
        `${id}-bg`,
        [
          [0, from],
          [1, to],
        ],
        1,
        1,
      ) +
      radial(`${id}-glow`, [
        [0, '#ffffff', 0.85],
        [1, '#ffffff', 0],
      ]) +
      radial(`${id}-shadow`, [
        [0, '#000000', 0.28],
        [1, '#000000', 0],
      ]),
    body:
      `<rect width="750" height="750" fill="url(#${id}-bg)"/>` +
      `<circle cx="375" cy="360" r="330" fill="url(#${id}-glow)"/>` +
      `<ellipse cx="375" cy="${shadowY}" rx="${shadowW}" ry="26" fill="url(#${id}-shadow)"/>`,
  };
  return svgDocument(750, 750, combine(backdrop, device), title);
}

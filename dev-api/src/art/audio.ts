import { circle, combine, darken, lighten, linear, place, rect, type DeviceArt, type Drawing, type Paint } from './svg';

function bud(p: Paint, x: number, y: number, angle: number, scale = 1): Drawing {
  const shell = p.color;
  const stem = p.style === 'oval' ? 70 : 118;
  return {
    defs: '',
    body:
      `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${angle}) translate(${-x} ${-y})">` +
      rect(
        x - 15,
        y + 10,
        30,
        stem,
        15,
        `fill="${darken(shell, 0.04)}" stroke="${darken(shell, 0.15)}" stroke-width="2"`,
      ) +
      `<ellipse cx="${x}" cy="${y}" rx="46" ry="40" fill="${lighten(shell, 0.3)}" stroke="${darken(shell, 0.15)}" stroke-width="2"/>` +
      `<ellipse cx="${x - 24}" cy="${y + 4}" rx="16" ry="22" fill="${darken(shell, 0.35)}"/>` +
      `<ellipse cx="${x + 14}" cy="${y - 10}" rx="10" ry="6" fill="#1b1d22" fill-opacity="0.7"/>` +
      `</g>`,
  };
}

function caseShape(p: Paint, id: string, open: boolean): Drawing {
  const shell = p.color;
  const oval = p.style === 'oval';
  const shape = oval
    ? `<ellipse cx="375" cy="440" rx="175" ry="130" fill="url(#${id}-shell)" stroke="${darken(shell, 0.15)}" stroke-width="3"/>`
    : rect(215, 320, 320, 250, 90, `fill="url(#${id}-shell)" stroke="${darken(shell, 0.15)}" stroke-width="3"`);
  const seam = oval
    ? `<path d="M205 410 Q375 440 545 410" stroke="${darken(shell, 0.2)}" stroke-width="3" fill="none"/>`
    : `<line x1="217" y1="400" x2="533" y2="400" stroke="${darken(shell, 0.2)}" stroke-width="3"/>`;
  const lid = open
    ? `<path d="M230 330 Q375 180 520 330 Z" fill="${lighten(shell, 0.15)}" stroke="${darken(shell, 0.15)}" stroke-width="3"/>`
    : '';
  return {
    defs: linear(
      `${id}-shell`,
      [
        [0, lighten(shell, 0.35)],
        [1, darken(shell, 0.08)],
      ],
      0.6,
      1,
    ),
    body: lid + shape + seam + circle(375, 470, 6, `fill="${darken(shell, 0.3)}"`),
  };
}

function earbuds(p: Paint, mode: 'hero' | 'front' | 'back'): Drawing {
  const id = `${p.id}-eb-${mode}`;
  if (mode === 'back') return combine(bud(p, 300, 300, -18), bud(p, 450, 300, 18));
  return combine(
    place(caseShape(p, id, mode === 'front'), 0, -60),
    bud(p, 215, 470, 12, 1.2),
    bud(p, 535, 470, -12, 1.2),
  );
}

function headphones(p: Paint, side: boolean): Drawing {
  const id = `${p.id}-hp`;
  const shell = p.color;
  const max = p.style === 'max';
  const cup = (cx: number) =>
    max
      ? rect(cx - 80, 360, 160, 210, 60, `fill="url(#${id}-cup)" stroke="${darken(shell, 0.2)}" stroke-width="3"`) +
        rect(cx - 62, 380, 124, 170, 48, `fill="${darken(shell, 0.35)}" fill-opacity="0.6"`)
      : `<ellipse cx="${cx}" cy="465" rx="88" ry="118" fill="url(#${id}-cup)" stroke="${darken(shell, 0.2)}" stroke-width="3"/>` +
        `<ellipse cx="${cx}" cy="465" rx="62" ry="92" fill="${darken(shell, 0.3)}" fill-opacity="0.55"/>`;
  const band = max
    ? `<path d="M215 400 L215 250 Q215 130 375 130 Q535 130 535 250 L535 400" fill="none" stroke="${darken(shell, 0.15)}" stroke-width="18"/>` +
      `<path d="M240 270 Q240 170 375 170 Q510 170 510 270" fill="none" stroke="${lighten(shell, 0.3)}" stroke-width="36" stroke-dasharray="4 3"/>`
    : `<path d="M200 420 L200 260 Q200 120 375 120 Q550 120 550 260 L550 420" fill="none" stroke="${darken(shell, 0.1)}" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M212 300 L212 262 Q212 134 375 134 Q538 134 538 262 L538 300" fill="none" stroke="${lighten(shell, 0.2)}" stroke-width="6"/>`;
  const defs = linear(
    `${id}-cup`,
    [
      [0, lighten(shell, 0.3)],
      [1, darken(shell, 0.15)],
    ],
    1,
    1,
  );
  if (side)
    return {
      defs,
      body:
        `<path d="M375 120 Q520 140 520 300" fill="none" stroke="${darken(shell, 0.1)}" stroke-width="26" stroke-linecap="round"/>` +
        `<ellipse cx="375" cy="430" rx="150" ry="185" fill="url(#${id}-cup)" stroke="${darken(shell, 0.2)}" stroke-width="3"/>` +
        circle(375, 430, 46, `fill="${darken(shell, 0.12)}"`),
    };
  return { defs, body: band + cup(200) + cup(550) };
}

export function earbudsArt(): DeviceArt {
  return {
    floorY: 610,
    hero: (p) => place(earbuds(p, 'hero'), 0, 0, 1.05),
    front: (p) => place(earbuds(p, 'front'), 0, 10, 1.05),
    back: (p) => place(earbuds(p, 'back'), 0, 40, 1.5),
  };
}

export function headphonesArt(): DeviceArt {
  return {
    floorY: 640,
    hero: (p) => place(headphones(p, false), 0, 0, 1.02, -6),
    front: (p) => headphones(p, false),
    back: (p) => headphones(p, true),
  };
}

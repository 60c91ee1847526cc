import {
  circle,
  combine,
  darken,
  FONT,
  lighten,
  linear,
  place,
  rect,
  type DeviceArt,
  type Drawing,
  type Paint,
} from './svg';

function ring(cx: number, cy: number, r: number, color: string, share: number): string {
  const length = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, `fill="none" stroke="${color}" stroke-opacity="0.25" stroke-width="9"`) +
    circle(
      cx,
      cy,
      r,
      `fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-dasharray="${length * share} ${length}" transform="rotate(-90 ${cx} ${cy})"`,
    )
  );
}

function face(cx: number, cy: number, scale: number): string {
  return (
    `<text x="${cx}" y="${cy - 10 * scale}" text-anchor="middle" ${FONT} font-size="${64 * scale}" font-weight="600" fill="#fff">10:09</text>` +
    ring(cx - 55 * scale, cy + 75 * scale, 22 * scale, '#ff375f', 0.75) +
    ring(cx, cy + 75 * scale, 22 * scale, '#a4f200', 0.6) +
    ring(cx + 55 * scale, cy + 75 * scale, 22 * scale, '#00d1ff', 0.85)
  );
}

function band(p: Paint, cx: number, width: number): string {
  const strap = p.style === 'ultra' ? '#e8742c' : darken(p.color, 0.08);
  return (
    rect(cx - width / 2, 110, width, 200, 30, `fill="${strap}"`) +
    rect(cx - width / 2, 440, width, 200, 30, `fill="${strap}"`) +
    [0, 1, 2].map((i) => circle(cx, 560 + i * 24, 5, `fill="${darken(strap, 0.25)}"`)).join('')
  );
}

function front(p: Paint): Drawing {
  const id = `${p.id}-wf`;
  const edge = linear(
    `${id}-case`,
    [
      [0, lighten(p.color, 0.35)],
      [0.5, p.color],
      [1, darken(p.color, 0.3)],
    ],
    1,
    1,
  );
  if (p.style === 'round') {
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${375 + Math.sin(a) * 130}" y1="${375 - Math.cos(a) * 130}" x2="${375 + Math.sin(a) * 142}" y2="${375 - Math.cos(a) * 142}" stroke="#fff" stroke-width="4"/>`;
    }).join('');
    return {
      defs: edge,
      body:
        band(p, 375, 150) +
        rect(520, 320, 22, 40, 8, `fill="${darken(p.color, 0.2)}"`) +
        rect(520, 400, 22, 40, 8, `fill="${darken(p.color, 0.2)}"`) +
        circle(375, 375, 165, `fill="url(#${id}-case)"`) +
        circle(375, 375, 150, 'fill="#0b0c10"') +
        ticks +
        face(375, 365, 0.95),
    };
  }
  const ultra = p.style === 'ultra';
  const [w, h] = ultra ? [300, 350] : [270, 320];
  const x = 375 - w / 2;
  const y = 375 - h / 2;
  return {
    defs: edge,
    body:
      band(p, 375, w - 70) +
      rect(x + w - 6, y + 80, 22, 54, 10, `fill="${darken(p.color, 0.2)}"`) +
      (ultra ? rect(x - 14, y + 120, 16, 70, 6, 'fill="#e8742c"') : '') +
      rect(x, y, w, h, ultra ? 56 : 76, `fill="url(#${id}-case)"`) +
      rect(x + 14, y + 14, w - 28, h - 28, ultra ? 44 : 62, 'fill="#0b0c10"') +
      face(375, 375, ultra ? 1.1 : 1),
  };
}

function back(p: Paint): Drawing {
  const id = `${p.id}-wb`;
  const round = p.style === 'round';
  return {
    defs: linear(
      `${id}-case`,
      [
        [0, lighten(p.color, 0.3)],
        [1, darken(p.color, 0.25)],
      ],
      1,
      1,
    ),
    body:
      band(p, 375, round ? 150 : 200) +
      (round
        ? circle(375, 375, 165, `fill="url(#${id}-case)"`)
        : rect(240, 215, 270, 320, 76, `fill="url(#${id}-case)"`)) +
      circle(375, 375, 110, 'fill="#1c1e24"') +
      circle(375, 375, 78, 'fill="#2a2d35"') +
      circle(375, 375, 30, 'fill="#0e0f13"') +
      [0, 1, 2, 3]
        .map((i) =>
          circle(375 + Math.cos((i * Math.PI) / 2) * 55, 375 + Math.sin((i * Math.PI) / 2) * 55, 9, 'fill="#5b6370"'),
        )
        .join(''),
  };
}

export function watchArt(): DeviceArt {
  return {
    floorY: 680,
    hero: (p) => combine(place(back(p), -130, -20, 0.7, -12), place(front(p), 80, 0, 0.95)),
    front: (p) => place(front(p), 0, 0, 1),
    back: (p) => place(back(p), 0, 0, 1),
  };
}

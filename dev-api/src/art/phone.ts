import {
  circle,
  combine,
  darken,
  esc,
  FONT,
  inkOn,
  lens,
  lighten,
  linear,
  place,
  rect,
  wallpaper,
  type DeviceArt,
  type Drawing,
  type Paint,
} from './svg';

const W = 300;
const H = 620;
const X = 375 - W / 2;
const Y = 65;

function frame(p: Paint, id: string, x: number, y: number, w: number, h: number, r: number): Drawing {
  return {
    defs: linear(
      `${id}-frame`,
      [
        [0, lighten(p.color, 0.35)],
        [0.5, p.color],
        [1, darken(p.color, 0.3)],
      ],
      1,
      0,
    ),
    body:
      rect(x - 4, y + 150, 6, 60, 3, `fill="${darken(p.color, 0.25)}"`) +
      rect(x - 4, y + 225, 6, 60, 3, `fill="${darken(p.color, 0.25)}"`) +
      rect(x + w - 2, y + 190, 6, 90, 3, `fill="${darken(p.color, 0.25)}"`) +
      rect(x, y, w, h, r, `fill="url(#${id}-frame)"`),
  };
}

/** The lock screen: iOS's centred clock and island, or Android's clock on the left under a punch hole. */
function screen(p: Paint, id: string, x: number, y: number, w: number, h: number, r: number, apple: boolean): Drawing {
  const cx = x + w / 2;
  const glass = rect(x + 10, y + 10, w - 20, h - 20, r - 8, 'fill="#07080b"');
  const wall = wallpaper(`${id}-wall`, x + 16, y + 16, w - 32, h - 32, r - 14, p.color);
  const clock = (tx: number, ty: number, size: number, anchor: string) =>
    `<text x="${tx}" y="${ty}" text-anchor="${anchor}" ${FONT} font-size="${size}" font-weight="600" fill="#fff" fill-opacity="0.92">9:41</text>`;
  const ui = apple
    ? rect(cx - 48, y + 34, 96, 28, 14, 'fill="#000"') +
      clock(cx, y + 190, 96, 'middle') +
      circle(x + 62, y + h - 80, 24, 'fill="#000" fill-opacity="0.35"') +
      circle(x + w - 62, y + h - 80, 24, 'fill="#000" fill-opacity="0.35"') +
      rect(cx - 60, y + h - 34, 120, 7, 3.5, 'fill="#fff" fill-opacity="0.85"')
    : circle(cx, y + 44, 10, 'fill="#000"') +
      clock(x + 40, y + 170, 78, 'start') +
      rect(x + 42, y + 190, 110, 8, 4, 'fill="#fff" fill-opacity="0.55"') +
      rect(x + 40, y + h - 170, w - 80, 70, 22, 'fill="#fff" fill-opacity="0.16"') +
      circle(cx, y + h - 60, 16, 'fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"');
  return combine({ defs: '', body: glass }, wall, { defs: '', body: ui });
}

function cameraModule(p: Paint, id: string, x: number, y: number, w: number): Drawing {
  const plate = lighten(p.color, 0.12);
  const edge = darken(p.color, 0.18);
  switch (p.style) {
    case 'apple-pro':
      return combine(
        { defs: '', body: rect(x + 20, y + 20, 150, 150, 42, `fill="${plate}" stroke="${edge}" stroke-width="2"`) },
        lens(`${id}-l1`, x + 63, y + 63, 31),
        lens(`${id}-l2`, x + 63, y + 128, 31),
        lens(`${id}-l3`, x + 128, y + 95, 31),
        {
          defs: '',
          body: circle(x + 128, y + 44, 10, 'fill="#f5e9c8"') + circle(x + 128, y + 146, 9, 'fill="#1b1d22"'),
        },
      );
    case 'apple-duo':
      return combine(
        { defs: '', body: rect(x + 26, y + 24, 74, 150, 37, `fill="${plate}" stroke="${edge}" stroke-width="2"`) },
        lens(`${id}-l1`, x + 63, y + 62, 27),
        lens(`${id}-l2`, x + 63, y + 136, 27),
        { defs: '', body: circle(x + 118, y + 48, 8, 'fill="#f5e9c8"') },
      );
    case 'vertical':
      return combine(
        lens(`${id}-l1`, x + 60, y + 62, 25),
        lens(`${id}-l2`, x + 60, y + 124, 25),
        lens(`${id}-l3`, x + 60, y + 186, 25),
        {
          defs: '',
          body: circle(x + 108, y + 62, 7, 'fill="#f5e9c8"'),
        },
      );
    default: {
      const cx = x + w / 2;
      const cy = y + 150;
      return combine(
        {
          defs: '',
          body:
            circle(cx, cy, 100, `fill="${darken(p.color, 0.12)}"`) +
            circle(cx, cy, 92, `fill="${plate}" stroke="${edge}" stroke-width="3"`),
        },
        lens(`${id}-l1`, cx - 40, cy - 38, 30),
        lens(`${id}-l2`, cx + 40, cy - 38, 30),
        lens(`${id}-l3`, cx, cy + 42, 34),
        { defs: '', body: circle(cx + 58, cy + 46, 8, 'fill="#f5e9c8"') },
      );
    }
  }
}

const WORDMARK: Record<string, string> = {
  huawei: 'HUAWEI',
  xiaomi: 'Xiaomi',
  samsung: 'SAMSUNG',
  oppo: 'OPPO',
  vivo: 'vivo',
  honor: 'HONOR',
};

function back(p: Paint, brandKey: string): Drawing {
  const id = `${p.id}-back`;
  const short = p.style === 'flip';
  const h = short ? 330 : H;
  const y = short ? 210 : Y;
  const glass: Drawing = {
    defs: linear(
      `${id}-glass`,
      [
        [0, lighten(p.color, 0.25)],
        [0.55, p.color],
        [1, darken(p.color, 0.12)],
      ],
      0.8,
      1,
    ),
    body:
      rect(X + 6, y + 6, W - 12, h - 12, 50, `fill="url(#${id}-glass)"`) +
      `<path d="M${X + 40} ${y + 6} L${X + 150} ${y + 6} L${X + 6} ${y + 200} L${X + 6} ${y + 60} Z" fill="#fff" fill-opacity="0.12"/>`,
  };
  const mark = WORDMARK[brandKey];
  const text = mark
    ? `<text x="375" y="${y + h - 60}" text-anchor="middle" ${FONT} font-size="22" letter-spacing="4" fill="${inkOn(p.color)}" fill-opacity="0.55">${esc(mark)}</text>`
    : '';
  const cover = short
    ? rect(X + 150, y + 30, 128, 170, 30, 'fill="#0b0c10"') +
      rect(X + 162, y + 42, 104, 146, 22, `fill="${darken(p.color, 0.55)}"`)
    : '';
  const camera = short
    ? combine(lens(`${id}-l1`, X + 70, y + 70, 28), lens(`${id}-l2`, X + 70, y + 140, 28))
    : cameraModule(p, id, X, y, W);
  return combine(frame(p, id, X, y, W, h, 56), glass, camera, { defs: '', body: cover + text });
}

function front(p: Paint): Drawing {
  const id = `${p.id}-front`;
  const apple = p.style.startsWith('apple');
  if (p.style === 'fold') {
    const w = 520;
    const x = 375 - w / 2;
    return combine(frame(p, id, x, 95, w, 560, 48), screen(p, id, x, 95, w, 560, 48, false), {
      defs: '',
      body: `<line x1="375" y1="115" x2="375" y2="635" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>`,
    });
  }
  const crease =
    p.style === 'flip'
      ? `<line x1="${X + 16}" y1="${Y + H / 2}" x2="${X + W - 16}" y2="${Y + H / 2}" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>`
      : '';
  return combine(frame(p, id, X, Y, W, H, 56), screen(p, id, X, Y, W, H, 56, apple), { defs: '', body: crease });
}

export function phoneArt(brandKey: string): DeviceArt {
  return {
    front,
    back: (p) => back(p, brandKey),
    hero: (p) =>
      p.style === 'fold'
        ? combine(place(back({ ...p, style: 'ring' }, brandKey), -165, -10, 0.78, -6), place(front(p), 75, 20, 0.78))
        : p.style === 'flip'
          ? combine(place(back(p, brandKey), -120, 60, 0.9, -6), place(front(p), 95, 0, 0.9))
          : combine(place(back(p, brandKey), -100, -6, 0.9, -6), place(front(p), 95, 6, 0.9)),
  };
}

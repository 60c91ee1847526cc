import { circle, combine, darken, lighten, linear, place, rect, type DeviceArt, type Drawing, type Paint } from './svg';

const FACE_COLORS = ['#ff6b81', '#4dabf7', '#51cf66', '#fcc419'];

/** Four buttons in a diamond (ABXY or a d-pad). */
function diamond(cx: number, cy: number, d: number, r: number, fill: (i: number) => string): string {
  const offsets: [number, number][] = [
    [0, -d],
    [0, d],
    [-d, 0],
    [d, 0],
  ];
  return offsets.map(([dx, dy], i) => circle(cx + dx, cy + dy, r, `fill="${fill(i)}"`)).join('');
}

const stick = (cx: number, cy: number): string =>
  circle(cx, cy, 24, 'fill="#1b1d22"') + circle(cx, cy, 17, 'fill="#2c2f36"');

function gameScreen(id: string, x: number, y: number, w: number, h: number): Drawing {
  return {
    defs:
      `<clipPath id="${id}-clip">${rect(x, y, w, h, 6, '')}</clipPath>` +
      linear(`${id}-sky`, [
        [0, '#5ec8ff'],
        [1, '#c9f0ff'],
      ]),
    body:
      `<g clip-path="url(#${id}-clip)">${rect(x, y, w, h, 0, `fill="url(#${id}-sky)"`)}` +
      `<ellipse cx="${x + w * 0.3}" cy="${y + h * 1.05}" rx="${w * 0.5}" ry="${h * 0.45}" fill="#5cc46a"/>` +
      `<ellipse cx="${x + w * 0.85}" cy="${y + h * 1.1}" rx="${w * 0.45}" ry="${h * 0.5}" fill="#3fa556"/>` +
      circle(x + w * 0.8, y + h * 0.25, h * 0.1, 'fill="#fff6a8"') +
      rect(x + w * 0.45, y + h * 0.55, 26, 34, 6, 'fill="#ff5a5f"') +
      `<ellipse cx="${x + w * 0.2}" cy="${y + h * 0.25}" rx="40" ry="14" fill="#fff" fill-opacity="0.9"/></g>`,
  };
}

function switchFront(p: Paint): Drawing {
  const id = `${p.id}-sw`;
  const neon = p.color.toLowerCase() === '#e8423f';
  const left = neon ? '#00b3e6' : p.color;
  const right = neon ? '#ff4d4d' : p.color;
  const [x0, x1, y0, y1] = [200, 550, 270, 480];
  const joy = (x: number, fill: string, dir: 1 | -1): string => {
    const outer = x + dir * 95;
    return `<path d="M${x} ${y0} L${outer - dir * 45} ${y0} Q${outer} ${y0} ${outer} ${y0 + 45} L${outer} ${y1 - 45} Q${outer} ${y1} ${outer - dir * 45} ${y1} L${x} ${y1} Z" fill="${fill}" stroke="${darken(fill, 0.15)}" stroke-width="2"/>`;
  };
  const dark = (): string => '#1b1d22';
  return combine(
    { defs: '', body: joy(x0, left, -1) + joy(x1, right, 1) + rect(x0, y0, x1 - x0, y1 - y0, 8, 'fill="#1c1e24"') },
    gameScreen(id, x0 + 14, y0 + 14, x1 - x0 - 28, y1 - y0 - 28),
    {
      defs: '',
      body: stick(152, 322) + diamond(152, 420, 22, 10, dark) + diamond(598, 322, 22, 10, dark) + stick(598, 420),
    },
  );
}

function deckFront(p: Paint): Drawing {
  const id = `${p.id}-dk`;
  const pad = (): string => '#2c2f36';
  return combine(
    {
      defs: '',
      body:
        rect(
          70,
          255,
          610,
          250,
          110,
          `fill="${lighten(p.color, 0.1)}" stroke="${darken(p.color, 0.3)}" stroke-width="2"`,
        ) + rect(230, 280, 290, 200, 8, 'fill="#050608"'),
    },
    gameScreen(id, 240, 290, 270, 180),
    {
      defs: '',
      body:
        stick(140, 320) +
        stick(610, 320) +
        rect(112, 395, 70, 70, 12, 'fill="#262930"') +
        rect(568, 395, 70, 70, 12, 'fill="#262930"') +
        diamond(190, 330, 20, 8, pad) +
        diamond(560, 330, 20, 8, pad),
    },
  );
}

function controller(p: Paint, light: boolean): Drawing {
  const shell = light ? '#f4f5f7' : '#25272d';
  const core = light ? '#1d1f25' : '#15161a';
  return {
    defs: '',
    body:
      `<path d="M220 330 Q375 290 530 330 Q600 350 615 450 Q625 520 580 530 Q545 535 520 480 L230 480 Q205 535 170 530 Q125 520 135 450 Q150 350 220 330 Z" fill="${shell}" stroke="${darken(shell, 0.15)}" stroke-width="3"/>` +
      rect(310, 335, 130, 70, 18, `fill="${core}"`) +
      stick(300, 440) +
      stick(450, 440) +
      diamond(225, 390, 24, 11, () => core) +
      diamond(525, 390, 24, 12, (i) => FACE_COLORS[i] ?? '#fff') +
      (p.style === 'xbox' ? circle(375, 352, 14, 'fill="#4cd964"') : ''),
  };
}

function tower(p: Paint): Drawing {
  const id = `${p.id}-tw`;
  if (p.style === 'ps5')
    return {
      defs: linear(
        `${id}-wing`,
        [
          [0, '#ffffff'],
          [1, '#dfe3ea'],
        ],
        1,
        0,
      ),
      body:
        rect(330, 120, 90, 480, 20, 'fill="#15161a"') +
        `<path d="M330 130 Q250 120 255 200 L270 560 Q275 600 330 600 Z" fill="url(#${id}-wing)" stroke="#cfd4dc" stroke-width="2"/>` +
        `<path d="M420 130 Q500 120 495 200 L480 560 Q475 600 420 600 Z" fill="url(#${id}-wing)" stroke="#cfd4dc" stroke-width="2"/>` +
        rect(360, 140, 30, 6, 3, 'fill="#4dabf7"'),
    };
  return {
    defs: linear(
      `${id}-box`,
      [
        [0, '#2d3038'],
        [1, '#111216'],
      ],
      1,
      0,
    ),
    body:
      rect(255, 130, 240, 470, 16, `fill="url(#${id}-box)"`) +
      `<ellipse cx="375" cy="150" rx="95" ry="14" fill="#0a0b0d"/>` +
      `<ellipse cx="375" cy="150" rx="80" ry="10" fill="#1f8a3a" fill-opacity="0.7"/>` +
      circle(285, 180, 7, 'fill="#e6e8eb"'),
  };
}

function dock(p: Paint): Drawing {
  return {
    defs: '',
    body:
      `<path d="M190 300 L560 300 Q590 300 590 330 L590 560 Q590 590 560 590 L190 590 Q160 590 160 560 L160 330 Q160 300 190 300 Z" fill="${p.color === '#f4f4f2' ? '#f7f7f5' : '#202227'}" stroke="#b9bcc3" stroke-width="3"/>` +
      rect(220, 285, 310, 30, 10, 'fill="#111216"') +
      `<text x="375" y="470" text-anchor="middle" font-family="Arial" font-size="44" font-weight="700" fill="#8c9099" fill-opacity="0.5">OLED</text>`,
  };
}

export function handheldArt(): DeviceArt {
  const front = (p: Paint): Drawing => (p.style === 'deck' ? deckFront(p) : switchFront(p));
  return {
    floorY: 590,
    hero: (p) => place(front(p), 0, 0, 1.1),
    front: (p) => place(front(p), 0, 0, 1.05, -5),
    back: (p) => (p.style === 'deck' ? place(controller({ ...p, style: 'deck' }, false), 0, 0, 1.1) : dock(p)),
  };
}

export function consoleArt(): DeviceArt {
  return {
    floorY: 655,
    hero: (p) => combine(place(tower(p), -90, 0), place(controller(p, p.style === 'ps5'), 120, 170, 0.62)),
    front: (p) => place(tower(p), 0, 10, 1.05),
    back: (p) => place(controller(p, p.style === 'ps5'), 0, 0, 1.2),
  };
}

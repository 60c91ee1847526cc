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

const W = 580;
const H = 410;
const X = 375 - W / 2;
const Y = 375 - H / 2;

function front(p: Paint): Drawing {
  const id = `${p.id}-tf`;
  const icons = Array.from({ length: 6 }, (_, i) =>
    rect(
      X + 150 + i * 48,
      Y + H - 72,
      38,
      38,
      10,
      `fill="${['#ff6b6b', '#ffd166', '#06d6a0', '#4dabf7', '#b197fc', '#ffffff'][i] ?? '#fff'}" fill-opacity="0.92"`,
    ),
  ).join('');
  return combine(
    {
      defs: linear(
        `${id}-edge`,
        [
          [0, lighten(p.color, 0.3)],
          [1, darken(p.color, 0.25)],
        ],
        1,
        1,
      ),
      body: rect(X, Y, W, H, 34, `fill="url(#${id}-edge)"`) + rect(X + 8, Y + 8, W - 16, H - 16, 28, 'fill="#07080b"'),
    },
    wallpaper(`${id}-wall`, X + 22, Y + 22, W - 44, H - 44, 16, p.color),
    {
      defs: '',
      body:
        `<text x="${X + 60}" y="${Y + 150}" ${FONT} font-size="84" font-weight="600" fill="#fff" fill-opacity="0.92">9:41</text>` +
        rect(X + 135, Y + H - 86, 316, 66, 20, 'fill="#fff" fill-opacity="0.22"') +
        icons +
        circle(375, Y + 15, 4, 'fill="#1c1f26"'),
    },
  );
}

function back(p: Paint, brandKey: string): Drawing {
  const id = `${p.id}-tb`;
  const mark = brandKey === 'apple' ? '' : brandKey.toUpperCase();
  return combine(
    {
      defs: linear(
        `${id}-shell`,
        [
          [0, lighten(p.color, 0.25)],
          [0.6, p.color],
          [1, darken(p.color, 0.15)],
        ],
        1,
        1,
      ),
      body:
        rect(X, Y, W, H, 34, `fill="url(#${id}-shell)" stroke="${darken(p.color, 0.2)}" stroke-width="3"`) +
        rect(X + 26, Y + 26, 86, 86, 26, `fill="${darken(p.color, 0.12)}"`) +
        (mark
          ? `<text x="375" y="${Y + H / 2 + 10}" text-anchor="middle" ${FONT} font-size="26" letter-spacing="5" fill="${inkOn(p.color)}" fill-opacity="0.45">${esc(mark)}</text>`
          : circle(375, Y + H / 2, 26, `fill="${darken(p.color, 0.08)}"`)) +
        rect(X + W / 2 - 60, Y + H - 10, 120, 6, 3, `fill="${darken(p.color, 0.3)}"`),
    },
    lens(`${id}-l1`, X + 69, Y + 69, 24),
  );
}

function pencil(): Drawing {
  return {
    defs: '',
    body: `<g transform="rotate(-8 375 640)">${rect(170, 628, 400, 20, 10, 'fill="#f7f7f5" stroke="#d5d7db" stroke-width="2"')}<path d="M570 630 L600 638 L570 646 Z" fill="#d5d7db"/></g>`,
  };
}

export function tabletArt(brandKey: string): DeviceArt {
  return {
    front: (p) => combine(place(front(p), 0, -20), p.style === 'apple' ? pencil() : { defs: '', body: '' }),
    back: (p) => back(p, brandKey),
    hero: (p) => combine(place(back(p, brandKey), -70, -90, 0.78, -8), place(front(p), 60, 40, 0.82)),
  };
}

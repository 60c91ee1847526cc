import {
  circle,
  combine,
  darken,
  esc,
  FONT,
  lens,
  lighten,
  linear,
  place,
  rect,
  type DeviceArt,
  type Drawing,
  type Paint,
} from './svg';

const WORDMARK: Record<string, string> = {
  sony: 'SONY',
  canon: 'Canon',
  fujifilm: 'FUJIFILM',
  dji: 'DJI',
  gopro: 'GoPro',
  insta360: 'Insta360',
};

function mirrorless(p: Paint, brandKey: string): Drawing {
  const id = `${p.id}-ml`;
  const body = p.color;
  const leather = darken(p.color, 0.35);
  const hump =
    brandKey === 'sony' ? '' : `<path d="M315 250 L345 200 L405 200 L435 250 Z" fill="${darken(body, 0.1)}"/>`;
  return combine(
    {
      defs: linear(
        `${id}-body`,
        [
          [0, lighten(body, 0.18)],
          [1, darken(body, 0.2)],
        ],
        0,
        1,
      ),
      body:
        hump +
        rect(150, 245, 450, 260, 34, `fill="url(#${id}-body)"`) +
        rect(150, 285, 450, 190, 10, `fill="${leather}" fill-opacity="0.55"`) +
        rect(150, 245, 110, 260, 34, `fill="${darken(body, 0.25)}"`) +
        rect(200, 228, 60, 22, 8, `fill="${darken(body, 0.3)}"`) +
        rect(470, 230, 70, 20, 8, `fill="${darken(body, 0.3)}"`) +
        `<text x="495" y="277" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#e9ecef" fill-opacity="0.85">${esc(WORDMARK[brandKey] ?? '')}</text>` +
        circle(400, 390, 128, `fill="${darken(body, 0.45)}"`) +
        circle(400, 390, 118, 'fill="#2a2c31"') +
        circle(400, 390, 104, 'fill="#17181c" stroke="#3d4047" stroke-width="4" stroke-dasharray="6 6"'),
    },
    lens(`${id}-lens`, 400, 390, 88, '#26282d'),
  );
}

function rangefinder(p: Paint): Drawing {
  const id = `${p.id}-rf`;
  const plate = p.color;
  return combine(
    {
      defs: linear(
        `${id}-plate`,
        [
          [0, lighten(plate, 0.3)],
          [1, darken(plate, 0.12)],
        ],
        0,
        1,
      ),
      body:
        rect(265, 222, 50, 26, 6, `fill="${darken(plate, 0.25)}"`) +
        rect(420, 218, 80, 30, 8, `fill="${darken(plate, 0.25)}"`) +
        rect(130, 245, 490, 270, 26, `fill="url(#${id}-plate)"`) +
        rect(130, 318, 490, 160, 4, 'fill="#1d1e22"') +
        rect(165, 270, 95, 56, 8, 'fill="#1b2330" stroke="#9aa3ad" stroke-width="3"') +
        `<text x="560" y="300" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="#2c2f36">FUJIFILM</text>` +
        circle(420, 400, 100, `fill="${darken(plate, 0.1)}"`) +
        circle(420, 400, 88, 'fill="#202227"'),
    },
    lens(`${id}-lens`, 420, 400, 66, '#2e3036'),
  );
}

function cameraBack(p: Paint): Drawing {
  const body = p.color;
  return {
    defs: '',
    body:
      rect(150, 245, 450, 260, 34, `fill="${darken(body, 0.05)}"`) +
      rect(180, 300, 280, 180, 10, 'fill="#0c0d11" stroke="#3a3d44" stroke-width="4"') +
      rect(192, 312, 256, 156, 6, 'fill="#23405f"') +
      `<path d="M192 468 L290 380 L350 430 L400 395 L448 440 L448 468 Z" fill="#3b6b4f"/>` +
      circle(400, 345, 18, 'fill="#ffd166" fill-opacity="0.9"') +
      rect(250, 205, 110, 70, 16, 'fill="#15161a"') +
      circle(530, 390, 40, 'fill="#2a2c31"') +
      circle(530, 390, 14, 'fill="#3d4047"') +
      circle(530, 310, 14, 'fill="#2a2c31"') +
      circle(530, 470, 14, 'fill="#2a2c31"'),
  };
}

function action(p: Paint, brandKey: string, side: 'front' | 'back'): Drawing {
  const id = `${p.id}-ac-${side}`;
  if (p.style === 'pocket')
    return combine(
      {
        defs: linear(
          `${id}-h`,
          [
            [0, '#3a3d44'],
            [1, '#121317'],
          ],
          1,
          0,
        ),
        body:
          rect(318, 300, 114, 340, 52, `fill="url(#${id}-h)"`) +
          rect(338, 330, 74, 120, 10, 'fill="#0c0d11"') +
          rect(344, 336, 62, 108, 6, 'fill="#2b5876"') +
          circle(375, 500, 14, 'fill="#e03131"') +
          rect(350, 150, 50, 160, 20, 'fill="#1d1f24"') +
          circle(375, 185, 62, 'fill="#25272d"'),
      },
      lens(`${id}-l`, 375, 185, 44),
    );
  if (p.style === 'dual')
    return combine(
      {
        defs: '',
        body:
          rect(300, 140, 150, 470, 44, 'fill="#1c1e23"') +
          rect(322, 330, 106, 150, 12, 'fill="#0b0c10"') +
          rect(328, 336, 94, 138, 8, side === 'front' ? 'fill="#39597d"' : 'fill="#5b3f7d"') +
          `<text x="375" y="560" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="#ffd43b">Insta360</text>`,
      },
      lens(`${id}-l`, 375, 235, 62, '#2d2f35'),
    );
  const face = side === 'front';
  return combine(
    {
      defs: '',
      body:
        rect(215, 250, 320, 250, 36, `fill="${p.color}" stroke="#3a3d44" stroke-width="3"`) +
        (face
          ? `<text x="300" y="300" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#e9ecef">${esc(WORDMARK[brandKey] ?? '')}</text>`
          : '') +
        (face
          ? rect(235, 320, 150, 150, 28, 'fill="#141519"') +
            rect(410, 320, 105, 105, 12, 'fill="#0b0c10"') +
            rect(416, 326, 93, 93, 8, 'fill="#1e6fa8"')
          : rect(240, 285, 270, 190, 14, 'fill="#0b0c10"') + rect(250, 295, 250, 170, 10, 'fill="#2f5f8a"')) +
        rect(470, 232, 40, 18, 6, 'fill="#e03131"'),
    },
    face ? lens(`${id}-l`, 310, 395, 52) : { defs: '', body: '' },
  );
}

export function cameraArt(brandKey: string): DeviceArt {
  const front = (p: Paint): Drawing => (p.style === 'rangefinder' ? rangefinder(p) : mirrorless(p, brandKey));
  return {
    floorY: 600,
    hero: (p) => place(front(p), 0, 0, 1.12, -4),
    front: (p) => place(front(p), 0, 10, 1.15),
    back: (p) => place(cameraBack(p), 0, 10, 1.12),
  };
}

export function actionArt(brandKey: string): DeviceArt {
  return {
    floorY: 660,
    hero: (p) => place(action(p, brandKey, 'front'), 0, 0, 1.12, -6),
    front: (p) => place(action(p, brandKey, 'front'), 0, 0, 1.15),
    back: (p) => place(action(p, brandKey, 'back'), 0, 0, 1.15),
  };
}

import {
  circle,
  combine,
  darken,
  esc,
  FONT,
  inkOn,
  lighten,
  linear,
  place,
  rect,
  wallpaper,
  type DeviceArt,
  type Drawing,
  type Paint,
} from './svg';

function open(p: Paint, brandKey: string): Drawing {
  const id = `${p.id}-lo`;
  const mac = p.style === 'mac';
  const gaming = p.style === 'gaming';
  const taskbar = mac
    ? rect(300, 408, 150, 24, 8, 'fill="#fff" fill-opacity="0.3"') +
      rect(160, 168, 430, 14, 0, 'fill="#000" fill-opacity="0.25"')
    : rect(160, 418, 430, 22, 0, 'fill="#0b0f1a" fill-opacity="0.7"') + rect(362, 422, 26, 14, 3, 'fill="#4dabf7"');
  const notch = mac ? rect(355, 158, 40, 10, 4, 'fill="#07080b"') : circle(375, 162, 3, 'fill="#2b2f38"');
  const glow = gaming
    ? '<path d="M140 486 L610 486" stroke="#22d3ee" stroke-width="4" stroke-linecap="round" stroke-opacity="0.9"/>'
    : '';
  const mark = brandKey === 'lenovo' && !gaming ? circle(588, 470, 4, 'fill="#e11d48"') : '';
  return combine(
    {
      defs:
        linear(
          `${id}-lid`,
          [
            [0, lighten(p.color, 0.15)],
            [1, darken(p.color, 0.2)],
          ],
          1,
          1,
        ) +
        linear(
          `${id}-deck`,
          [
            [0, lighten(p.color, 0.3)],
            [1, darken(p.color, 0.15)],
          ],
          0,
          1,
        ),
      body: rect(140, 150, 470, 300, 20, `fill="url(#${id}-lid)"`) + rect(148, 158, 454, 284, 14, 'fill="#07080b"'),
    },
    wallpaper(`${id}-wall`, 160, 168, 430, 272, 6, p.color),
    {
      defs: '',
      body:
        taskbar +
        notch +
        `<path d="M100 455 L650 455 L675 492 Q676 500 666 500 L84 500 Q74 500 75 492 Z" fill="url(#${id}-deck)"/>` +
        rect(325, 455, 100, 10, 5, `fill="${darken(p.color, 0.2)}"`) +
        glow +
        mark,
    },
  );
}

function closed(p: Paint, brandKey: string): Drawing {
  const id = `${p.id}-lc`;
  const mark =
    brandKey === 'apple'
      ? circle(375, 370, 28, `fill="${lighten(p.color, 0.12)}"`)
      : `<text x="375" y="380" text-anchor="middle" ${FONT} font-size="28" letter-spacing="6" fill="${inkOn(p.color)}" fill-opacity="0.5">${esc(brandKey === 'lenovo' && p.style !== 'gaming' ? 'ThinkPad' : brandKey.toUpperCase())}</text>`;
  const dot = brandKey === 'lenovo' && p.style !== 'gaming' ? circle(540, 560, 6, 'fill="#e11d48"') : '';
  return {
    defs: linear(
      `${id}-shell`,
      [
        [0, lighten(p.color, 0.22)],
        [1, darken(p.color, 0.15)],
      ],
      1,
      1,
    ),
    body:
      rect(110, 160, 530, 420, 30, `fill="url(#${id}-shell)" stroke="${darken(p.color, 0.2)}" stroke-width="3"`) +
      rect(110, 560, 530, 20, 10, `fill="${darken(p.color, 0.2)}"`) +
      mark +
      dot,
  };
}

function keyboardView(p: Paint, brandKey: string): Drawing {
  const id = `${p.id}-lk`;
  const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
  const keyColor = p.style === 'mac' || p.style === 'windows' ? '#15171c' : '#1d2027';
  let keys = '';
  for (let row = 0; row < 5; row++) {
    const t0 = 0.08 + row * 0.105;
    const t1 = t0 + 0.085;
    const y0 = lerp(452, 612, t0);
    const y1 = lerp(452, 612, t1);
    const left0 = lerp(175, 120, t0) + 12;
    const right0 = lerp(575, 630, t0) - 12;
    const left1 = lerp(175, 120, t1) + 12;
    const right1 = lerp(575, 630, t1) - 12;
    const cols = 13;
    for (let c = 0; c < cols; c++) {
      const a = c / cols;
      const b = (c + 0.84) / cols;
      keys += `<path d="M${lerp(left0, right0, a)} ${y0} L${lerp(left0, right0, b)} ${y0} L${lerp(left1, right1, b)} ${y1} L${lerp(left1, right1, a)} ${y1} Z" fill="${keyColor}"/>`;
    }
  }
  const glow =
    p.style === 'gaming' ? `<path d="M122 600 L628 600" stroke="#22d3ee" stroke-width="4" stroke-opacity="0.8"/>` : '';
  return combine(
    {
      defs:
        linear(
          `${id}-lid`,
          [
            [0, lighten(p.color, 0.15)],
            [1, darken(p.color, 0.2)],
          ],
          1,
          1,
        ) +
        linear(
          `${id}-deck`,
          [
            [0, lighten(p.color, 0.28)],
            [1, darken(p.color, 0.08)],
          ],
          0,
          1,
        ),
      body: rect(150, 120, 450, 320, 20, `fill="url(#${id}-lid)"`) + rect(158, 128, 434, 304, 14, 'fill="#07080b"'),
    },
    wallpaper(`${id}-wall`, 168, 140, 414, 284, 6, p.color),
    {
      defs: '',
      body:
        `<path d="M160 440 L590 440 L660 615 Q662 628 648 628 L102 628 Q88 628 90 615 Z" fill="url(#${id}-deck)"/>` +
        `<path d="M90 615 L660 615 L660 622 Q660 636 646 636 L104 636 Q90 636 90 622 Z" fill="${darken(p.color, 0.25)}"/>` +
        keys +
        `<path d="M318 580 L432 580 L438 610 L312 610 Z" fill="${darken(p.color, 0.08)}"/>` +
        glow +
        (brandKey === 'apple' ? rect(355, 130, 40, 10, 4, 'fill="#07080b"') : ''),
    },
  );
}

export function laptopArt(brandKey: string): DeviceArt {
  return {
    floorY: 650,
    hero: (p) => place(keyboardView(p, brandKey), 0, 0, 1.05),
    front: (p) => place(open(p, brandKey), 0, 50, 1.15),
    back: (p) => place(closed(p, brandKey), 0, -10),
  };
}

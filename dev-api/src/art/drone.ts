import {
  circle,
  combine,
  darken,
  lens,
  lighten,
  linear,
  place,
  rect,
  type DeviceArt,
  type Drawing,
  type Paint,
} from './svg';

const ARMS: [number, number][] = [
  [-190, -150],
  [190, -150],
  [-190, 150],
  [190, 150],
];

function topView(p: Paint): Drawing {
  const id = `${p.id}-dt`;
  const shell = p.color;
  const fpv = p.style === 'fpv';
  const arms = ARMS.map(
    ([dx, dy]) =>
      `<line x1="375" y1="375" x2="${375 + dx}" y2="${375 + dy}" stroke="${darken(shell, 0.15)}" stroke-width="${fpv ? 22 : 30}" stroke-linecap="round"/>`,
  ).join('');
  const rotors = ARMS.map(([dx, dy]) => {
    const [cx, cy] = [375 + dx, 375 + dy];
    const guard = fpv ? circle(cx, cy, 112, `fill="none" stroke="${darken(shell, 0.2)}" stroke-width="14"`) : '';
    return (
      guard +
      `<ellipse cx="${cx}" cy="${cy}" rx="118" ry="20" fill="#1c1e24" fill-opacity="0.35" transform="rotate(${dx * dy > 0 ? 25 : -25} ${cx} ${cy})"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="118" ry="20" fill="#1c1e24" fill-opacity="0.2" transform="rotate(${dx * dy > 0 ? -55 : 55} ${cx} ${cy})"/>` +
      circle(cx, cy, 30, `fill="${darken(shell, 0.3)}"`) +
      circle(cx, cy, 12, `fill="${lighten(shell, 0.3)}"`)
    );
  }).join('');
  return combine(
    {
      defs: linear(
        `${id}-body`,
        [
          [0, lighten(shell, 0.35)],
          [1, darken(shell, 0.15)],
        ],
        0.5,
        1,
      ),
      body:
        arms +
        rotors +
        `<path d="M375 225 Q455 235 460 330 L455 470 Q450 540 375 545 Q300 540 295 470 L290 330 Q295 235 375 225 Z" fill="url(#${id}-body)" stroke="${darken(shell, 0.2)}" stroke-width="3"/>` +
        rect(335, 320, 80, 150, 30, `fill="${darken(shell, 0.1)}"`) +
        circle(375, 240, 32, 'fill="#1c1e24"'),
    },
    lens(`${id}-cam`, 375, 240, 22),
  );
}

function controller(p: Paint): Drawing {
  const shell = darken(p.color, 0.55);
  return combine(
    {
      defs: '',
      body:
        rect(130, 300, 490, 230, 80, `fill="${shell}"`) +
        rect(245, 320, 260, 150, 12, 'fill="#0b0c10"') +
        rect(255, 330, 240, 130, 8, 'fill="#3d7bb0"') +
        `<path d="M255 460 L330 400 L390 440 L440 410 L495 450 L495 460 Z" fill="#4f8a5b"/>` +
        circle(190, 390, 34, 'fill="#2a2c31"') +
        circle(190, 390, 16, 'fill="#4a4d55"') +
        circle(560, 390, 34, 'fill="#2a2c31"') +
        circle(560, 390, 16, 'fill="#4a4d55"'),
    },
    { defs: '', body: circle(375, 500, 10, 'fill="#c5c9d0"') },
  );
}

export function droneArt(): DeviceArt {
  return {
    floorY: 640,
    hero: (p) => place(topView(p), 0, -10, p.style === 'fpv' ? 0.86 : 0.95, -10),
    front: (p) => place(topView(p), 0, 0, p.style === 'fpv' ? 0.86 : 0.95),
    back: (p) => place(controller(p), 0, 20, 1.15),
  };
}

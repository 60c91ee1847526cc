import { FRAME_FILES, FRAME_LANGUAGES, frameFileName } from '../../platform/src/site/frame-variant';
import { LANGUAGES } from '../../shared/src/i18n/languages';

interface Frame {
  route: string;
  language: string;
  title: string;
  noScript: string;
  html: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { frameFile, framedPage } = require('./prerender-frame.cjs') as {
  frameFile: (language: string, large: boolean) => string;
  framedPage: (html: string, frame: Frame, large: boolean, css: string) => string;
};

const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>优品租机</title><style>html{}</style></head><body><div id="root"></div><noscript>Needs JavaScript. 需要 JavaScript。</noscript><script defer src="/m.js"></script></body></html>';
const frame: Frame = {
  route: 'home',
  language: 'fr',
  title: 'Youpin Rent',
  noScript: 'Cette application a besoin de JavaScript.',
  html: '<main>Accueil</main>',
};

describe('the files the build writes are the files the servers choose from', () => {
  it('names one file per language and text size, as the platform does', () => {
    expect([...FRAME_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    const built = LANGUAGES.flatMap((lng) => [frameFile(lng, false), frameFile(lng, true)]);
    expect(built.sort()).toEqual([...FRAME_FILES].sort());
    for (const lng of LANGUAGES)
      for (const large of [false, true]) expect(frameFile(lng, large)).toBe(frameFileName(lng, large));
  });
});

describe('framedPage', () => {
  it('draws the frame into #root, with its language, text size and styles', () => {
    const page = framedPage(TEMPLATE, frame, true, '.a{color:red}');
    expect(page).toContain('<html lang="fr" data-large-text>');
    expect(page).toContain('<div id="root" data-frame="home" data-frame-language="fr"><main>Accueil</main></div>');
    expect(page).toContain('<style>.a{color:red}</style></head>');
    expect(page).toContain('<script defer src="/m.js"></script>');
  });

  it('titles the page and its no-script note in the frame’s language alone', () => {
    const page = framedPage(TEMPLATE, frame, false, '');
    expect(page).toContain('<title>Youpin Rent</title>');
    expect(page).toContain('<noscript>Cette application a besoin de JavaScript.</noscript>');
    expect(page).not.toMatch(/优品租机|需要/);
  });

  it('writes a title as text, never as markup', () => {
    const page = framedPage(TEMPLATE, { ...frame, title: 'A & B <i>', noScript: '<b>$&</b>' }, false, '');
    expect(page).toContain('<title>A &amp; B &lt;i&gt;</title>');
    expect(page).toContain('<noscript>&lt;b&gt;$&amp;&lt;/b&gt;</noscript>');
  });

  it('keeps a `$` in the styles or the markup as written', () => {
    const page = framedPage(TEMPLATE, { ...frame, html: "<i>$' $&</i>" }, false, ".b::after{content:'$&'}");
    expect(page).toContain("<i>$' $&</i>");
    expect(page).toContain(".b::after{content:'$&'}");
    expect(page).toContain('<html lang="fr">');
  });

  it('refuses a template with nowhere to draw', () => {
    expect(() => framedPage(TEMPLATE.replace('<div id="root"></div>', ''), frame, false, '')).toThrow(/no #root/);
  });
});

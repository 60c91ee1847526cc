import path from 'node:path';

type Loader = (this: { resourcePath: string }, source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const minify = require('./css-minify-loader.cjs') as Loader;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require('../../webpack.config.base') as {
  createConfig: (o: {
    dir: string;
    kind: string;
    port: number;
  }) => (env: object, argv: { mode: string }) => { module: { rules: { test?: RegExp; use?: unknown }[] } };
};

const run = (css: string) => minify.call({ resourcePath: '/app/src/a.css' }, css);

describe('a stylesheet as the page gets it', () => {
  it('loses its comments and layout whitespace, and keeps every rule in its order', () => {
    const css = `/* A goods name: two lines at most. */
.name {
  display: -webkit-box;
  margin: 0 0 0 0;
  color: var(--adm-color-text);
}

.name--big { font-size: 1rem; }
`;
    expect(run(css)).toBe('.name{display:-webkit-box;margin:0;color:var(--adm-color-text)}.name--big{font-size:1rem}');
  });

  it('keeps rules apart that a merge would reorder (level 1 only)', () => {
    const css = '.a { color: red; }\n.b { padding: 0; }\n.a { margin: 0; }\n';
    expect(run(css)).toBe('.a{color:red}.b{padding:0}.a{margin:0}');
  });

  it.each([
    ['an unclosed block', '.a { color: red'],
    ['a stray brace', '.a { color: red; } }'],
    ['a broken rule', '@media (x {'],
  ])('stops the build on %s, naming the file, rather than leave part of it out', (_, css) => {
    expect(() => run(css)).toThrow('/app/src/a.css');
  });
});

describe('where the build uses it', () => {
  const cssRule = (mode: string) =>
    createConfig({ dir: path.join(__dirname, '..', '..', 'mf-catalog'), kind: 'remote', port: 3001 })(
      {},
      { mode },
    ).module.rules.find((rule) => rule.test instanceof RegExp && rule.test.test('x.css'));
  const usesMinify = (mode: string) => JSON.stringify(cssRule(mode)?.use).includes('css-minify-loader.cjs');

  it('minifies in a production build, where the bytes are a renter’s, and not in development', () => {
    expect(usesMinify('production')).toBe(true);
    expect(usesMinify('development')).toBe(false);
  });
});

import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { repoRoot } from '../support/paths';

interface IconsLoader {
  optimizeIcon(source: string): Promise<{ viewBox: string; nodes: unknown[] }>;
  drawingMarkup(source: string): string;
}
type SvgIcon = (name: string, viewBox: string, nodes: unknown[]) => ComponentType<{ width: number; height: number }>;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require(path.join(repoRoot, 'scripts', 'webpack', 'icons-loader.cjs')) as IconsLoader;
const ICONS = path.join(repoRoot, 'node_modules', 'antd-mobile-icons', 'es');
const SIZE = 96;

test('every antd-mobile icon drawn from its optimized drawing looks as the package draws it', async ({ page }) => {
  const { svgIcon } = (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'webpack', 'svg-icon.mjs')).href)) as {
    svgIcon: SvgIcon;
  };
  const pairs: { name: string; original: string; optimized: string }[] = [];
  for (const file of readdirSync(ICONS).filter((f) => /^[A-Z]\w+\.js$/.test(f))) {
    const source = readFileSync(path.join(ICONS, file), 'utf8');
    const name = file.slice(0, -3);
    const { viewBox, nodes } = await loader.optimizeIcon(source);
    // What React puts in the page, made a standalone picture (as the package's drawing is below).
    const rendered = renderToStaticMarkup(createElement(svgIcon(name, viewBox, nodes), { width: SIZE, height: SIZE }));
    pairs.push({
      name,
      original: loader.drawingMarkup(source).replace('<svg', `<svg width="${SIZE}" height="${SIZE}"`),
      optimized: rendered.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'),
    });
  }
  expect(pairs.length).toBeGreaterThan(100);

  const differing = await page.evaluate(
    async ({ pairs, size }) => {
      const pixels = async (markup: string) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, size, size);
        return context.getImageData(0, 0, size, size).data;
      };
      const result: { name: string; halfOff: number; quarterOff: number; inked: number }[] = [];
      for (const { name, original, optimized } of pairs) {
        const [a, b] = [await pixels(original), await pixels(optimized)];
        const counts = { halfOff: 0, quarterOff: 0, inked: 0 };
        // The alpha channel is the coverage: anti-aliased edges move a little with any rounding, a
        // changed shape (a hole filled, a piece missing) moves whole pixels.
        for (let i = 3; i < a.length; i += 4) {
          const off = Math.abs(a[i]! - b[i]!);
          if (a[i]! > 0) counts.inked += 1;
          if (off > 128) counts.halfOff += 1;
          if (off > 64) counts.quarterOff += 1;
        }
        result.push({ name, ...counts });
      }
      return result;
    },
    { pairs, size: SIZE },
  );
  // Every icon draws something, and the same shape: no pixel half covered in one and not the other,
  // edges anti-aliased a little differently on at most 1 % of the picture.
  expect(differing.filter((d) => d.inked < 50).map((d) => d.name)).toEqual([]);
  expect(differing.filter((d) => d.halfOff > 0 || d.quarterOff > (SIZE * SIZE) / 100).map((d) => d.name)).toEqual([]);
});

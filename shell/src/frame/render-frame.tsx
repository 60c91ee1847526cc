// Run by the build, in Node (scripts/webpack/prerender-frame.cjs): the app's first screen at home,
// before any page's code has come, in each language, for the page's HTML. The same components and
// the same tree the browser renders first, so the app hydrates this markup rather than replacing it.
import { i18n, initI18n, LANGUAGES, setupAntdMobile, type Language } from '@rental/shared';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app';
import { shellResources } from '../locales/resources';
import type { PageResolver } from '../routing/page-resolver';

export interface Frame {
  /** The route drawn: only a page opened there hydrates it. */
  route: 'home';
  language: Language;
  /** The document's title and its no-script note, in that language. */
  title: string;
  noScript: string;
  html: string;
}

declare global {
  /** Each stylesheet the frame's modules imported, as [file, text], in the order they loaded. */
  var __RENTAL_FRAME_CSS__: [string, string][] | undefined;
}

// Home's page is still on its way at the first render, as in the browser.
const neverResolved: PageResolver = () => new Promise(() => undefined);

const AtHome = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
);

/** Comments and runs of white space go; the rules stay as written. */
const compact = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();

export interface Rendered {
  /** The styles the frame needs, for the page's head. */
  css: string;
  /** Their files: the app's scripts need not carry them too (scripts/webpack/frame-css-skip.cjs). */
  cssFiles: string[];
  frames: Frame[];
}

export async function renderFrames(): Promise<Rendered> {
  // Its styles (antd-mobile's variables, the app's theme) come with it, as in the browser.
  setupAntdMobile();
  await initI18n('zh-CN');
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'shell', shellResources[lng], true, true);
  const frames: Frame[] = [];
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language);
    frames.push({
      route: 'home',
      language,
      title: i18n.t('shell:page.title'),
      noScript: i18n.t('shell:page.noScript'),
      html: renderToString(<App resolvePage={neverResolved} Router={AtHome} />),
    });
  }
  const sheets = globalThis.__RENTAL_FRAME_CSS__ ?? [];
  return {
    css: compact(sheets.map(([, text]) => text).join('\n')),
    cssFiles: sheets.map(([file]) => file),
    frames,
  };
}

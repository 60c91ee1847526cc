// The page's first screen drawn by its HTML: the shell's own components rendered at build time, in
// each language, so the browser paints the tab bar and home's skeleton before any script has come
// in; the app then hydrates that markup instead of drawing it again. Nothing inline runs (the CSP
// allows no inline script): which variant a renter gets is the server's choice (platform/src/site).
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PrerenderFramePlugin';
const BUNDLE = '__prerender-frame.cjs';
const CSS_LOADER = path.join(__dirname, 'frame-css-loader.cjs');

/** The HTML file each language and text size is served from; zh-CN at standard size is the default. */
const frameFile = (language, large) =>
  language === 'zh-CN' && !large ? 'index.html' : `index.${language}${large ? '.large' : ''}.html`;

/** In the bundle run by Node, a stylesheet is text handed to the page's head, not a style tag. */
function rulesForNode(rules) {
  return rules.map((rule) =>
    rule && rule.test instanceof RegExp && rule.test.test('x.css') ? { test: /\.css$/, use: [CSS_LOADER] } : rule,
  );
}

// In a thread of its own, ended once it has answered: the app's modules, run in Node, may leave
// timers or listeners behind that would keep the build from exiting.
const RUNNER = `
const { parentPort, workerData } = require('node:worker_threads');
const frame = { exports: {} };
new Function('module', 'exports', 'require', workerData.code)(frame, frame.exports, require);
frame.exports.renderFrames().then(
  (rendered) => parentPort.postMessage({ rendered }),
  (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }),
);`;

/** Runs the frame's Node bundle: its styles and each language's markup. */
function runFrames(code) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RUNNER, { eval: true, workerData: { code } });
    worker.once('message', (message) => {
      void worker.terminate();
      if (message.error) reject(new Error(`${NAME}: ${message.error}`));
      else resolve(message.rendered);
    });
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`${NAME}: the frame's renderer exited (${exitCode})`)));
  });
}

/** Compiles the frame's entry for Node beside the app's own build and runs it. */
function renderInChild(compilation, context, entry) {
  const output = { filename: BUNDLE, chunkFormat: 'commonjs', chunkLoading: 'require', publicPath: '' };
  const child = compilation.createChildCompiler(NAME, output, [
    // What the app's own build sets up from its options for the browser, set up here for Node.
    new webpack.node.NodeTargetPlugin(),
    new webpack.node.NodeTemplatePlugin(),
    new webpack.library.EnableLibraryPlugin('commonjs2'),
    new webpack.EntryPlugin(context, entry, { name: 'prerender-frame', library: { type: 'commonjs2' } }),
    // One file: what the frame imports lazily is compiled in but never run.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ]);
  child.options.module = { ...child.options.module, rules: rulesForNode(child.options.module.rules) };
  return new Promise((resolve, reject) => {
    child.runAsChild((error, _entries, childCompilation) => {
      if (error) return reject(error);
      if (childCompilation.errors.length) return reject(childCompilation.errors[0]);
      const names = childCompilation.getAssets().map((a) => a.name);
      const code = childCompilation.getAsset(BUNDLE)?.source.source().toString();
      // Tooling only: none of it is part of the site.
      for (const name of names) if (compilation.getAsset(name)) compilation.deleteAsset(name);
      if (!code) return reject(new Error(`${NAME}: the frame's bundle was not built`));
      runFrames(code).then(resolve, reject);
    });
  });
}

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The template's page with the frame in `#root`, its styles in the head, its language and text size,
 * and the title and no-script note in that language.
 */
function framedPage(html, frame, large, css) {
  const htmlTag = `<html lang="${frame.language}"${large ? ' data-large-text' : ''}>`;
  const root = `<div id="root" data-frame="${frame.route}" data-frame-language="${frame.language}">${frame.html}</div>`;
  // Replaced by functions: a `$` in the markup or the styles is kept as it is.
  const out = html
    .replace(/<html lang="[^"]*">/, () => htmlTag)
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(frame.title)}</title>`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeText(frame.noScript)}</noscript>`)
    .replace('<div id="root"></div>', () => root);
  if (!out.includes('data-frame=')) throw new Error(`${NAME}: the template has no #root to draw into`);
  return out;
}

/** Each compiler's frame while it renders, for `frame-css-skip.cjs`. */
const framesOf = new WeakMap();

/** The frame a build is rendering (a promise), or undefined for a build without one. */
const framesFor = (compiler) => framesOf.get(compiler);

class PrerenderFramePlugin {
  /** @param {{ entry: string }} options the module exporting `renderFrames()` */
  constructor({ entry }) {
    this.entry = entry;
  }
  apply(compiler) {
    let rendered;
    // Compiled beside the app's own modules, in the same phase (a child compilation started later,
    // once the app's compilation is sealing, can wait on it for ever).
    compiler.hooks.make.tapPromise(NAME, async (compilation) => {
      const rendering = renderInChild(compilation, compiler.context, this.entry);
      framesOf.set(compiler, rendering);
      rendered = await rendering;
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(NAME, async (data) => {
        const { css, frames } = rendered;
        const base = data.html;
        for (const frame of frames) {
          for (const large of [false, true]) {
            const file = frameFile(frame.language, large);
            const page = framedPage(base, frame, large, css);
            if (file === data.outputName) data.html = page;
            else compilation.emitAsset(file, new webpack.sources.RawSource(page));
          }
        }
        return data;
      });
    });
  }
}

module.exports = { PrerenderFramePlugin, frameFile, framedPage, framesFor };

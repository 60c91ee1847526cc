// The shell's index.html names every file its first render needs, not only main.js: without this the
// browser learns of the framework and the boot components only once main.js has run, one round trip
// later, while a monolith's single file is already arriving. At low priority: the page's HTML paints
// the first screen itself (the prerendered frame), and nothing it draws waits for them; at high
// priority they would hold its paint back (Lighthouse counts them before its first contentful paint;
// `npm run bench` prints it).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { isBootGroup } = require('./host-chunks.cjs');

const jsOf = (chunks) => [...chunks].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js'));

/** The files of the shell's first render. */
const bootFiles = (compilation) =>
  jsOf(new Set(compilation.chunkGroups.filter(isBootGroup).flatMap((g) => [...g.chunks]))).sort();

/**
 * The HTTP transport (axios), which the first call asks for (shared/src/http/client.ts): named in the
 * HTML, it arrives with the boot files, and home's first calls leave as soon as the shell has run,
 * not one round trip later. The tab bar is the HTML's own, so none of its bytes come before it.
 */
const transportFiles = (compilation) => {
  const chunk = compilation.namedChunks.get('http-transport');
  return chunk ? jsOf([chunk]) : [];
};

class BootPreloadPlugin {
  /** @param {{ boot: boolean }} options `boot`: the shell's boot files too (a monolith has one entry script). */
  constructor({ boot }) {
    this.boot = boot;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const base = compilation.outputOptions.publicPath;
        const link = (attributes) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'BootPreloadPlugin' },
          attributes,
        });
        const transport = transportFiles(compilation);
        if (transport.length === 0)
          throw new Error('BootPreloadPlugin: no http-transport chunk (scripts/webpack/host-chunks.cjs names it)');
        const files = [...(this.boot ? bootFiles(compilation) : []), ...transport];
        data.headTags.push(
          ...files.map((file) => link({ rel: 'preload', as: 'script', href: `${base}${file}`, fetchpriority: 'low' })),
        );
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };

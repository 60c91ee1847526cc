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

class BootPreloadPlugin {
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
        data.headTags.push(
          ...bootFiles(compilation).map((file) =>
            link({ rel: 'preload', as: 'script', href: `${base}${file}`, fetchpriority: 'low' }),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };

// The shell's index.html names every file its first render needs, not only main.js: without this the
// browser learns of the framework and the boot components only once main.js has run, one round trip
// later, while a monolith's single file is already arriving.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const jsOf = (chunks) => [...chunks].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js'));

/**
 * The async boundary's chunks (`import('./bootstrap')` in src/index.ts) and, transitively, the chunks
 * of every shared module they consume (the shared library consumes antd-mobile's components, …).
 */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule' || !module.blocks[0]) continue;
    const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) provided.set(module._name, [...group.chunks]);
  }
  const chunks = new Set(
    compilation.chunkGroups
      .filter((g) => g.origins.some((o) => o.module?.resource?.endsWith(`${path.sep}src${path.sep}index.ts`)))
      .flatMap((g) => [...g.chunks]),
  );
  const seenKeys = new Set();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const key = module.options?.shareKey;
      if (module.constructor.name !== 'ConsumeSharedModule' || !key || seenKeys.has(key)) continue;
      seenKeys.add(key);
      for (const needed of provided.get(key) ?? []) chunks.add(needed);
    }
  }
  return jsOf(chunks).sort();
}

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
          ...bootFiles(compilation).map((file) => link({ rel: 'preload', as: 'script', href: `${base}${file}` })),
        );
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };

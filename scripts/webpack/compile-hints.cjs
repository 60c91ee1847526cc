// Chromium compiles every function of a file marked this way eagerly, while the file streams in,
// off the page's main thread (V8's explicit compile hints, Chrome 136+; other browsers ignore the
// comment). Unmarked, each function is compiled on the main thread the first time it runs, and the
// app's files are nearly all code its pages run as they open.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before source maps are made and names hashed.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };

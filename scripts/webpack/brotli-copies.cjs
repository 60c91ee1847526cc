// Each text file of the build beside its brotli copy (`<file>.br`, quality 11: made once here, not
// per request), for nginx's brotli_static and the dev server. Made after every other step, the
// stamped federation manifest included, so that a copy is always of the file's final bytes.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(js|css|svg|json|txt)$/;

class BrotliCopiesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrotliCopiesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'BrotliCopiesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async (assets) => {
          const files = Object.keys(assets).filter((file) => TEXT.test(file));
          await Promise.all(
            files.map(async (file) => {
              const body = compilation.getAsset(file).source.buffer();
              const params = {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              };
              const copy = await brotli(body, { params });
              // Every file has its copy, however small: nginx would send one without it uncompressed.
              compilation.emitAsset(`${file}.br`, new sources.RawSource(copy), { compressed: true });
            }),
          );
        },
      );
    });
  }
}

module.exports = { BrotliCopiesPlugin };

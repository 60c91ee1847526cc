// Files the build writes beside its output: the registry entry, the shell's contract, and the
// federation manifest stamped with the full build version and where each route's files are.
const webpack = require('webpack');
const { routeAssets } = require('./route-assets.cjs');

/** Writes a JSON asset at the end of processing (after the federation manifest exists). */
class JsonAssetPlugin {
  constructor(name, fileName, build) {
    this.name = name;
    this.fileName = fileName;
    this.build = build;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: this.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(this.build(compilation), null, 2) + '\n';
          const source = new webpack.sources.RawSource(json);
          if (compilation.getAsset(this.fileName)) compilation.updateAsset(this.fileName, source);
          else compilation.emitAsset(this.fileName, source);
        },
      );
    });
  }
}

/**
 * The federation manifest names the full build version, not only the package version, and carries
 * each route's files (`rental`), which the shell preloads for the first route.
 */
function stampManifest(version, dir) {
  return new JsonAssetPlugin('StampManifestPlugin', 'mf-manifest.json', (compilation) => {
    const manifest = JSON.parse(compilation.getAsset('mf-manifest.json').source.source().toString());
    manifest.metaData.buildInfo.buildVersion = version;
    manifest.rental = routeAssets(compilation, dir);
    return manifest;
  });
}

module.exports = { JsonAssetPlugin, stampManifest };

// A stylesheet the page's HTML already carries (the prerendered frame's, scripts/webpack/
// prerender-frame.cjs) is not carried again by the app's scripts: those bytes were on the first
// screen twice. Any other stylesheet goes on to style-loader as before.
const { framesFor } = require('./prerender-frame.cjs');

module.exports = function frameCssSkip(source) {
  return source;
};

module.exports.pitch = function frameCssSkipPitch() {
  const rendering = framesFor(this._compiler);
  if (!rendering) return undefined;
  const done = this.async();
  rendering.then(
    ({ cssFiles }) =>
      done(null, cssFiles.includes(this.resourcePath) ? "// In the page's HTML.\nexport {};\n" : undefined),
    done,
  );
  return undefined;
};

// A stylesheet as the page gets it, without its comments and layout whitespace: style-loader carries
// css-loader's text as it is. clean-css's level 1 only (no rule is merged or moved), the same the
// page's HTML gets for its inlined styles from html-webpack-plugin. Whatever it cannot read (which
// it would leave out) stops the build instead.
const CleanCSS = require('clean-css');

const cleaner = new CleanCSS({ level: 1 });

module.exports = function cssMinifyLoader(source) {
  const { styles, errors, warnings } = cleaner.minify(String(source));
  const problems = [...errors, ...warnings];
  if (problems.length > 0) throw new Error(`${this.resourcePath}: ${problems.join('; ')}`);
  return styles;
};

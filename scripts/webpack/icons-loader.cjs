// Rewrites each antd-mobile-icons component (`antd-mobile-icons/es/<Name>.js`) into the same
// component with its drawing optimized by svgo: the invisible bounding box and the designer's
// groups and ids dropped, path coordinates kept to three decimals of the 48-unit grid (two
// moved some anti-aliased edge pixels by half their coverage at 96 px). An icon is mostly one
// <path> in the page instead of five elements, in far fewer bytes.
// `e2e/tests/icons.spec.ts` draws every icon both ways and compares the pixels.
const path = require('node:path');

const HELPER = path.join(__dirname, 'svg-icon.mjs');
// Props the component's <svg> gets from its own wrapper, not from the drawing.
const WRAPPER_PROPS = new Set(['width', 'height', 'xmlns', 'xmlnsXlink', 'style', 'className']);

// React's names for SVG attributes: camelCase for the presentation ones (fillRule), as is for viewBox.
const KEPT_CASE = new Set(['viewBox', 'preserveAspectRatio']);
const kebab = (name) =>
  KEPT_CASE.has(name)
    ? name
    : name === 'xlinkHref'
      ? 'xlink:href'
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (name) => (name === 'xlink:href' ? 'xlinkHref' : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element tree the component draws, from running its module against a React that only records. */
function drawing(source) {
  const body = source
    .replace(/^import \* as React from "react";$/m, '')
    .replace(/^export default (\w+);$/m, 'return $1;');
  const recorder = { createElement: (type, props, ...children) => ({ type, props: props ?? {}, children }) };
  return new Function('React', body)(recorder)({});
}

function markup({ type, props, children }) {
  const attributes = Object.entries(props)
    .filter(([name]) => type !== 'svg' || !WRAPPER_PROPS.has(name))
    .map(([name, value]) => ` ${kebab(name)}="${escape(value)}"`)
    .join('');
  const inner = children.map(markup).join('');
  return type === 'svg'
    ? `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`
    : `<${type}${attributes}>${inner}</${type}>`;
}

/** svgo's elements as `[tag, props, children?]`, props named as React names them. */
function toNodes(element) {
  const children = element.children.filter((c) => c.type === 'element');
  const props = Object.fromEntries(Object.entries(element.attributes).map(([k, v]) => [camel(k), v]));
  return children.length ? [element.name, props, children.map(toNodes)] : [element.name, props];
}

/** An icon module's drawing, optimized: its view box and its elements. */
async function optimizeIcon(source) {
  const { optimize } = await import('svgo');
  const tree = drawing(source);
  let root;
  optimize(markup(tree), {
    multipass: true,
    floatPrecision: 3,
    plugins: ['preset-default', { name: 'keep-result', fn: (ast) => ((root = ast), {}) }],
  });
  const svg = root.children.find((c) => c.type === 'element');
  return { viewBox: tree.props.viewBox, nodes: svg.children.filter((c) => c.type === 'element').map(toNodes) };
}

module.exports = function iconsLoader(source) {
  const done = this.async();
  const name = path.basename(this.resourcePath, '.js');
  optimizeIcon(source).then(
    ({ viewBox, nodes }) =>
      done(
        null,
        `import { svgIcon } from ${JSON.stringify(HELPER)};\n` +
          `export default /*#__PURE__*/ svgIcon(${JSON.stringify(name)}, ${JSON.stringify(viewBox)}, ${JSON.stringify(nodes)});\n`,
      ),
    done,
  );
};
module.exports.optimizeIcon = optimizeIcon;
module.exports.drawingMarkup = (source) => markup(drawing(source));

// antd-mobile's CommonJS index requires every component up front: seconds per test file on a busy
// machine, for the handful a page uses. Jest maps `antd-mobile` here: the same exports, each
// component required the first time it is read (webpack's tree shaking does the same for the app).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const index = require.resolve('antd-mobile/cjs/index.js');
const source = readFileSync(index, 'utf8');

const files = new Map();
for (const [, name, file] of source.matchAll(/var (\w+) = (?:_interopRequire\w*\()?require\("(\.\/[^"]+)"\)\)?;/g)) {
  files.set(name, path.join(path.dirname(index), file));
}
const getter =
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (\w+)\.(\w+);/g;

Object.defineProperty(exports, '__esModule', { value: true });
require(path.join(path.dirname(index), 'global'));
for (const [, exported, name, property] of source.matchAll(getter)) {
  const file = files.get(name);
  if (!file) throw new Error(`antd-mobile-lazy: no module for ${exported} in ${index}`);
  Object.defineProperty(exports, exported, {
    enumerable: true,
    get() {
      const mod = require(file);
      return property === 'default' && !mod.__esModule ? mod : mod[property];
    },
  });
}
if (files.size === 0) throw new Error(`antd-mobile-lazy: ${index} no longer has the shape this file reads`);

// antd-mobile's public names and the module each lives in, read from its own ES entry
// (`es/index.js`), so that the build can import and share every component on its own.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.dirname(require.resolve('antd-mobile/package.json'));
const EXPORT = /^export \{([^}]*)\} from '\.\/([^']+)';$/;

/** @returns {Map<string, { module: string, imported: string }>} name → `antd-mobile/es/…` and its export */
function antdExports() {
  const names = new Map();
  for (const line of readFileSync(path.join(ROOT, 'es', 'index.js'), 'utf8').split('\n')) {
    const m = EXPORT.exec(line.trim());
    if (!m) continue;
    const module = `antd-mobile/es/${m[2]}`;
    for (const spec of m[1].split(',')) {
      const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
      if (imported) names.set(local, { module, imported });
    }
  }
  if (names.size < 50) throw new Error(`antd-mobile's es/index.js changed shape: ${names.size} exports read`);
  return names;
}

/** Every module the rewrite can import, each shared on its own; the global styles once, by the shell. */
function antdSharedModules() {
  return [...new Set([...antdExports().values()].map((e) => e.module)), 'antd-mobile/es/global'].sort();
}

module.exports = { antdExports, antdSharedModules };

// Rewrites `import { Button, Toast, type ToastHandler } from 'antd-mobile'` into one import per
// component module, so a page downloads only the components it uses and each is shared on its own
// (see webpack.config.base.js). Any other form of importing the package root is a build error:
// it would pull in every component.
const { antdExports } = require('./antd-modules.cjs');

const NAMED = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd-mobile['"];?/g;
const ROOT_IMPORT =
  /(?:import|export)[^'";]*?from\s*['"]antd-mobile['"]|import\s*\(\s*['"]antd-mobile['"]\s*\)|require\(\s*['"]antd-mobile['"]\s*\)/;

let exportsCache;

module.exports = function antdImportsLoader(source) {
  if (!source.includes('antd-mobile')) return source;
  exportsCache ??= antdExports();
  const rewritten = source.replace(NAMED, (_all, typeOnly, specifiers) => {
    if (typeOnly) return '';
    const lines = [];
    for (const raw of specifiers.split(',')) {
      const spec = raw.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [name, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const target = exportsCache.get(name);
      if (!target) throw new Error(`antd-mobile has no export named ${name} (${this.resourcePath})`);
      lines.push(
        target.imported === 'default'
          ? `import ${local} from '${target.module}';`
          : `import { ${target.imported} as ${local} } from '${target.module}';`,
      );
    }
    return lines.join(' ');
  });
  if (ROOT_IMPORT.test(rewritten)) {
    throw new Error(`${this.resourcePath}: import antd-mobile by name ({ Button } from 'antd-mobile'), nothing else`);
  }
  return rewritten;
};

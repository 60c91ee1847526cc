// The typed half of the shell's contract: what `@rental/shared` provides, each export with its type
// as text, and which of them a remote uses. Files beside the build, never compiled into it.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SHARED = '@rental/shared';
const ROUTES_EXPOSE = './routes';
const ROUTES_TYPE = 'RemoteModule';
const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * The recorded surface (`shared/public-surface.json`), not one computed now: computing takes 8 s a
 * build, and `npm run shared:surface` with its unit test keeps the record equal to the code.
 */
function sharedSurface(root = repoRoot) {
  const record = JSON.parse(readFileSync(path.join(root, 'shared', 'public-surface.json'), 'utf8'));
  return { version: record.version, exports: record.exports };
}

/** `shell-types.json`: every export the shell provides and the type the `./routes` expose must have. */
function shellTypes(version, root = repoRoot) {
  return {
    name: 'shell',
    version,
    routes: { expose: ROUTES_EXPOSE, type: ROUTES_TYPE },
    shared: { [SHARED]: sharedSurface(root) },
  };
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'testing') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);

/** The names a file imports (or re-exports) from `@rental/shared`'s entry, types included. */
function importedNames(source) {
  const names = [];
  for (const statement of source.statements) {
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || from.text !== SHARED) continue;
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
      for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
    } else {
      throw new Error(`${source.fileName}: import named exports from ${SHARED}, so its build can record which it uses`);
    }
  }
  return names;
}

/** Whether the module's default export is declared as `RemoteModule` (`const x: RemoteModule` or `satisfies`). */
function exportsRoutesType(source) {
  const typed = new Set();
  let defaultName = null;
  let satisfies = false;
  const isContract = (type) => type && ts.isTypeReferenceNode(type) && type.typeName.getText(source) === ROUTES_TYPE;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (isContract(d.type)) typed.add(d.name.getText(source));
    } else if (ts.isExportAssignment(statement)) {
      if (ts.isIdentifier(statement.expression)) defaultName = statement.expression.text;
      else satisfies = ts.isSatisfiesExpression(statement.expression) && isContract(statement.expression.type);
    }
  }
  return satisfies || (defaultName !== null && typed.has(defaultName));
}

/**
 * `uses-shell-types.json`: the exports of `@rental/shared` the remote's sources import (and those their
 * types name), each with the
 * type it was compiled against, and the type its `./routes` expose is declared as (tsc checks that
 * declaration; the build refuses an expose not declared so).
 */
function usedShellTypes(dir, exposes, root = repoRoot) {
  const routesFile = exposes?.[ROUTES_EXPOSE];
  if (!routesFile) throw new Error(`${path.basename(dir)} exposes no ${ROUTES_EXPOSE}`);
  if (!exportsRoutesType(parse(path.resolve(dir, routesFile)))) {
    throw new Error(
      `${routesFile}: its default export must be declared as ${ROUTES_TYPE} (const remote: ${ROUTES_TYPE} = …)`,
    );
  }
  const surface = sharedSurface(root);
  const typeOf = (name) => (Object.hasOwn(surface.exports, name) ? surface.exports[name] : null);
  const used = new Set(sourceFiles(path.join(dir, 'src')).flatMap((file) => importedNames(parse(file))));
  // A type that names another export (`(arg: ErrorStateProps) => Element`) depends on it too.
  for (const name of used) {
    for (const word of typeOf(name)?.match(/[A-Za-z_$][\w$]*/g) ?? []) if (typeOf(word) !== null) used.add(word);
  }
  const exports = {};
  for (const name of [...used].sort()) exports[name] = typeOf(name);
  return {
    routes: { expose: ROUTES_EXPOSE, type: ROUTES_TYPE },
    shared: { [SHARED]: { version: surface.version, exports } },
  };
}

module.exports = { shellTypes, usedShellTypes, exportsRoutesType, importedNames };

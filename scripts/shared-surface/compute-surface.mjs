// The public surface of @rental/shared's `.` export, read with the TypeScript checker.
import path from 'node:path';
import ts from 'typescript';
import { createDescriber } from './describe-export.mjs';

function createChecker(repoRoot) {
  const config = ts.readConfigFile(path.join(repoRoot, 'tsconfig.base.json'), ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot);
  const index = path.join(repoRoot, 'shared/src/index.ts');
  // Only the entry as root: the apps' `AppResources` augmentations stay out, and the program stays small.
  const program = ts.createProgram({ rootNames: [index], options: { ...options, skipLibCheck: true, noEmit: true } });
  const source = program.getSourceFile(index);
  if (!source) throw new Error(`cannot read ${index}`);
  return { checker: program.getTypeChecker(), source, sharedDir: path.join(repoRoot, 'shared/src') };
}

/** Names the entry re-exports with `export type …`: values among them reach users as types only. */
function typeOnlyNames(checker, source) {
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    if (statement.isTypeOnly && !statement.exportClause && statement.moduleSpecifier) {
      const target = checker.getSymbolAtLocation(statement.moduleSpecifier);
      for (const symbol of target ? checker.getExportsOfModule(target) : []) names.add(symbol.name);
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        if (statement.isTypeOnly || element.isTypeOnly) names.add(element.name.text);
      }
    }
  }
  return names;
}

/** Every export of `shared/src/index.ts` as `{ name: "<kind> <signature>" }`, keys sorted. */
export function computeSurface(repoRoot) {
  const { checker, source, sharedDir } = createChecker(repoRoot);
  const entry = checker.getSymbolAtLocation(source);
  if (!entry) throw new Error('shared/src/index.ts is not a module');
  const typeOnly = typeOnlyNames(checker, source);
  const exports = checker
    .getExportsOfModule(entry)
    .map((symbol) => ({
      name: symbol.name,
      target: symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
    }))
    // A re-export whose target is gone resolves to nothing: it is not part of the surface any more.
    .filter(({ target }) => (target.declarations ?? []).length > 0)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const describe = createDescriber(checker, new Set(exports.map((e) => e.target)), sharedDir);
  const surface = {};
  for (const { name, target } of exports) {
    const text = describe(target);
    surface[name] = typeOnly.has(name) && target.flags & ts.SymbolFlags.Value ? `type-only ${text}` : text;
  }
  return surface;
}

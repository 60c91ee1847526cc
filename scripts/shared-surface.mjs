// The public surface of @rental/shared (its `.` export), recorded beside its version: remotes declare
// `requiredVersion` against that version and the shell checks it at run time, so an export that
// changes without a version bump would let an incompatible remote through.
//
//   npm run shared:surface               print what changed since shared/public-surface.json (exit 1 if anything)
//   npm run shared:surface -- --write    record it, once shared/package.json carries the bump semver asks for
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = '@rental/shared';
const RECORD = 'shared/public-surface.json';

const NB = ts.NodeBuilderFlags;
const NODE_FLAGS =
  NB.NoTruncation | NB.IgnoreErrors | NB.UseAliasDefinedOutsideCurrentScope | NB.AllowUniqueESSymbolType;
const squash = (text) => text.replace(/\s+/g, ' ').replace(/; }/g, ' }').trim();

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

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });
const scratch = ts.createSourceFile('surface.ts', '', ts.ScriptTarget.Latest);
const printNode = (node) => squash(printer.printNode(ts.EmitHint.Unspecified, node, scratch));

/**
 * Prints a node the checker built, in a form that only changes when the type does: union members
 * sorted (their order follows the checker's internal type ids) and destructured parameters named `arg`.
 */
function print(node) {
  const canonical = (context) => {
    const visit = (n) => {
      const child = ts.visitEachChild(n, visit, context);
      if (ts.isUnionTypeNode(child)) {
        const types = [...child.types].sort((a, b) => (printNode(a) < printNode(b) ? -1 : 1));
        return ts.factory.updateUnionTypeNode(child, ts.factory.createNodeArray(types));
      }
      if (ts.isParameter(child) && !ts.isIdentifier(child.name)) {
        const { modifiers, dotDotDotToken, questionToken, type, initializer } = child;
        const name = ts.factory.createIdentifier('arg');
        return ts.factory.updateParameterDeclaration(
          child,
          modifiers,
          dotDotDotToken,
          name,
          questionToken,
          type,
          initializer,
        );
      }
      return child;
    };
    return visit;
  };
  const result = ts.transform(node, [canonical]);
  const text = printNode(result.transformed[0]);
  result.dispose();
  return text;
}

/** Renders exported declarations; types declared in shared but not exported are expanded one level where used. */
function createDescriber(checker, exported, sharedDir) {
  const isLocal = (type) => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol || exported.has(symbol)) return false;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class))) return false;
    return (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.startsWith(sharedDir));
  };
  const isPlainObject = (type) =>
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    !checker.isArrayLikeType(type) &&
    !(type.getSymbol()?.flags & ts.SymbolFlags.Class);
  const callOnly = (type) =>
    isPlainObject(type) &&
    checker.getPropertiesOfType(type).length === 0 &&
    checker.getSignaturesOfType(type, ts.SignatureKind.Construct).length === 0 &&
    checker.getIndexInfosOfType(type).length === 0 &&
    checker.getSignaturesOfType(type, ts.SignatureKind.Call).length === 1;
  const anonymous = (type) =>
    isPlainObject(type) &&
    !type.aliasSymbol &&
    ((type.getSymbol()?.flags ?? 0) & (ts.SymbolFlags.TypeLiteral | ts.SymbolFlags.ObjectLiteral)) !== 0;

  const typeParams = (params) =>
    params?.length
      ? `<${params.map((p) => print(checker.typeParameterToDeclaration(p, undefined, NODE_FLAGS))).join(', ')}>`
      : '';

  function type(t, depth = 0) {
    if (depth === 0 && t.isUnion() && !t.aliasSymbol && t.types.some(isLocal)) {
      return t.types
        .map((m) => (callOnly(m) ? `(${type(m, depth)})` : type(m, depth)))
        .sort()
        .join(' | ');
    }
    if (depth === 0 && isLocal(t)) {
      if (callOnly(t)) return signature(checker.getSignaturesOfType(t, ts.SignatureKind.Call)[0], 1);
      if (isPlainObject(t)) return members(t, 1);
      return print(checker.typeToTypeNode(t, undefined, NODE_FLAGS | NB.InTypeAlias));
    }
    if (!t.aliasSymbol && callOnly(t))
      return signature(checker.getSignaturesOfType(t, ts.SignatureKind.Call)[0], depth);
    if (depth === 0 && anonymous(t)) return members(t, depth);
    return print(checker.typeToTypeNode(t, undefined, NODE_FLAGS));
  }

  function parameters(sig, depth) {
    return sig.getParameters().map((p) => {
      const decl = p.valueDeclaration && ts.isParameter(p.valueDeclaration) ? p.valueDeclaration : undefined;
      const name = decl && !ts.isIdentifier(decl.name) ? 'arg' : p.name;
      const optional = decl && checker.isOptionalParameter(decl) ? '?' : '';
      return `${decl?.dotDotDotToken ? '...' : ''}${name}${optional}: ${type(checker.getTypeOfSymbol(p), depth)}`;
    });
  }

  function signature(sig, depth = 0) {
    const predicate = checker.getTypePredicateOfSignature(sig);
    const asserts =
      predicate &&
      (predicate.kind === ts.TypePredicateKind.AssertsThis ||
        predicate.kind === ts.TypePredicateKind.AssertsIdentifier);
    const returns = predicate
      ? `${asserts ? 'asserts ' : ''}${predicate.parameterName ?? 'this'}${predicate.type ? ` is ${type(predicate.type, depth)}` : ''}`
      : type(checker.getReturnTypeOfSignature(sig), depth);
    return `${typeParams(sig.getTypeParameters())}(${parameters(sig, depth).join(', ')}) => ${returns}`;
  }

  function member(symbol, depth) {
    const readonly = hasModifier(symbol, ts.ModifierFlags.Readonly) ? 'readonly ' : '';
    const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${readonly}${symbol.name}${optional}: ${type(checker.getTypeOfSymbol(symbol), depth)}`;
  }

  /** An object type one level deep: signatures, index signatures, then members with their types, sorted. */
  function members(t, depth = 0) {
    const call = checker.getSignaturesOfType(t, ts.SignatureKind.Call).map((s) => signature(s, depth));
    const construct = checker
      .getSignaturesOfType(t, ts.SignatureKind.Construct)
      .map((s) => `new ${signature(s, depth)}`);
    const indexes = checker
      .getIndexInfosOfType(t)
      .map((i) => `${i.isReadonly ? 'readonly ' : ''}[key: ${type(i.keyType, 1)}]: ${type(i.type, depth)}`);
    const props = checker
      .getPropertiesOfType(t)
      .filter(isPublic)
      .map((p) => member(p, depth))
      .sort();
    return `{ ${[...call, ...construct, ...indexes, ...props].join('; ')} }`;
  }

  function describeClass(symbol) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const staticSide = checker.getTypeOfSymbol(symbol);
    const declaredHere = (p) =>
      (p.declarations ?? []).some((d) => {
        const owner = ts.isParameterPropertyDeclaration(d, d.parent) ? d.parent.parent : d.parent;
        return symbol.declarations?.includes(owner);
      });
    const bases = checker.getBaseTypes(declared).map((b) => type(b, 1));
    const constructors = checker
      .getSignaturesOfType(staticSide, ts.SignatureKind.Construct)
      .map((s) => `constructor${typeParams(s.getTypeParameters())}(${parameters(s, 0).join(', ')})`);
    const own = (t) =>
      checker.getPropertiesOfType(t).filter((p) => p.name !== 'prototype' && declaredHere(p) && isPublic(p));
    const statics = own(staticSide)
      .map((p) => `static ${member(p, 0)}`)
      .sort();
    const instance = own(declared)
      .map((p) => member(p, 0))
      .sort();
    const heritage = bases.length > 0 ? `extends ${bases.join(', ')} ` : '';
    return `class ${spaced(typeParams(declared.typeParameters))}${heritage}{ ${[...constructors, ...statics, ...instance].join('; ')} }`;
  }

  function describeEnum(symbol) {
    const declaration = symbol.declarations?.find(ts.isEnumDeclaration);
    const values = (declaration?.members ?? []).map(
      (m) => `${m.name.getText()} = ${JSON.stringify(checker.getConstantValue(m) ?? null)}`,
    );
    return `enum { ${values.join('; ')} }`;
  }

  function describeTypeAlias(symbol) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    const params = spaced(typeParams(declaration?.typeParameters?.map((p) => checker.getTypeAtLocation(p))));
    if (callOnly(declared))
      return `type ${params}${signature(checker.getSignaturesOfType(declared, ts.SignatureKind.Call)[0])}`;
    if (isPlainObject(declared)) return `type ${params}${members(declared)}`;
    return `type ${params}${print(checker.typeToTypeNode(declared, undefined, NODE_FLAGS | NB.InTypeAlias))}`;
  }

  /** `<kind> <signature>` for one exported symbol; a name with several meanings lists each. */
  return function describe(symbol) {
    const F = ts.SymbolFlags;
    const parts = [];
    if (symbol.flags & F.Class) parts.push(describeClass(symbol));
    else if (symbol.flags & F.Enum) parts.push(describeEnum(symbol));
    else {
      if (symbol.flags & F.Function) {
        const signatures = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call);
        parts.push(`function ${signatures.map((s) => signature(s)).join('; ')}`);
      }
      if (symbol.flags & F.Variable) parts.push(`${variableKeyword(symbol)} ${type(checker.getTypeOfSymbol(symbol))}`);
      if (symbol.flags & F.Interface) {
        const declared = checker.getDeclaredTypeOfSymbol(symbol);
        parts.push(`interface ${spaced(typeParams(declared.typeParameters))}${members(declared)}`);
      }
      if (symbol.flags & F.TypeAlias) parts.push(describeTypeAlias(symbol));
      if (symbol.flags & F.Module) parts.push(`namespace ${members(checker.getTypeOfSymbol(symbol))}`);
    }
    if (parts.length === 0) parts.push(`unknown ${type(checker.getTypeOfSymbol(symbol))}`);
    return squash(parts.join(' also '));
  };
}

const spaced = (text) => (text ? `${text} ` : '');

function hasModifier(symbol, flag) {
  return (symbol.declarations ?? []).some((d) => (ts.getCombinedModifierFlags(d) & flag) !== 0);
}

function isPublic(symbol) {
  return (
    !symbol.name.startsWith('#') &&
    !symbol.name.startsWith('__#') &&
    !hasModifier(symbol, ts.ModifierFlags.NonPublicAccessibilityModifier)
  );
}

function variableKeyword(symbol) {
  const list = symbol.valueDeclaration?.parent;
  if (list && ts.isVariableDeclarationList(list)) {
    if (list.flags & ts.NodeFlags.Const) return 'const';
    if (list.flags & ts.NodeFlags.Let) return 'let';
  }
  return 'var';
}

/** Every export of `shared/src/index.ts` as `{ name: "<kind> <signature>" }`, keys sorted. */
export function computeSurface(repoRoot = root) {
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

/**
 * Types remotes build and the shell reads: a new required member breaks every remote already
 * deployed. Everywhere else shared is the producer, and a new member only adds.
 */
const PRODUCED_BY_REMOTES = new Set(['RemoteModule', 'RemoteRoute', 'PageModule', 'PageProps']);

/** `interface { a: T; b?: { c: U } }` → its top-level members, or null for anything else. */
function shapeMembers(description) {
  const match = /^(?:interface|type|const) \{ (.*) \}$/.exec(description);
  if (!match) return null;
  const members = new Map();
  let depth = 0;
  let start = 0;
  const body = match[1];
  for (let i = 0; i <= body.length; i += 1) {
    const ch = body[i];
    if (ch === '{' || ch === '(' || ch === '<' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ')' || ch === ']' || (ch === '>' && body[i - 1] !== '=')) depth -= 1;
    else if ((ch === ';' && depth === 0) || i === body.length) {
      const part = body.slice(start, i).trim();
      const name = /^(readonly )?([\w$]+)\??:/.exec(part)?.[2];
      if (name) members.set(name, part);
      start = i + 1;
    }
  }
  return members;
}

/** A shape that kept every member as it was and gained some: which it gained, or null. */
function extension(name, was, now) {
  const before = shapeMembers(was);
  const after = shapeMembers(now);
  if (!before || !after) return null;
  for (const [member, text] of before) if (after.get(member) !== text) return null;
  const gained = [...after.keys()].filter((m) => !before.has(m));
  const required = gained.some((m) => !/^(readonly )?[\w$]+\?:/.test(after.get(m)));
  return PRODUCED_BY_REMOTES.has(name) && required ? null : gained;
}

/** An interface or type alias that remotes do not build for the shell to read. */
function compileTimeOnly(name, description) {
  return /^(interface|type)[ {]/.test(description) && !PRODUCED_BY_REMOTES.has(name);
}

/** What changed between two surfaces, and the least version bump that change needs. */
export function diffSurfaces(recorded, current) {
  const added = Object.keys(current)
    .filter((n) => !(n in recorded))
    .sort();
  const removed = Object.keys(recorded)
    .filter((n) => !(n in current))
    .sort();
  const differing = Object.keys(current)
    .filter((n) => n in recorded && recorded[n] !== current[n])
    .sort();
  const extended = differing.filter((n) => extension(n, recorded[n], current[n]));
  const changed = differing.filter((n) => !extended.includes(n));
  const grew = added.length > 0 || extended.length > 0;
  // Types vanish at run time: changing one breaks a rebuild, never a deployed remote, so it is a
  // minor step, except for the shapes remotes hand the shell.
  const breaks = (n) => !compileTimeOnly(n, recorded[n]);
  const breaking = removed.some(breaks) || changed.some(breaks);
  const moved = grew || removed.length > 0 || changed.length > 0;
  const bump = breaking ? 'major' : moved ? 'minor' : 'none';
  return { added, removed, changed, extended, bump };
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(String(version));
  if (!match) throw new Error(`"${version}" is not a semver version`);
  return match.slice(1, 4).map(Number);
}

/**
 * The bump from one version to another as `^range` sees it ('major' | 'minor' | 'patch' | 'none' | 'downgrade'):
 * below 1.0.0 the minor is the breaking digit, so 0.2.0 → 0.3.0 counts as major.
 */
export function bumpBetween(from, to) {
  const [a, b] = [parseVersion(from), parseVersion(to)];
  const first = [0, 1, 2].find((i) => a[i] !== b[i]);
  if (first === undefined) return 'none';
  if (b[first] < a[first]) return 'downgrade';
  const level = a[0] === 0 ? first - 1 : first;
  return ['major', 'major', 'minor', 'patch'][level + 1];
}

/** The smallest version after `from` that makes the bump `required`. */
export function nextVersion(from, required) {
  const [major, minor, patch] = parseVersion(from);
  if (required === 'major') return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
  if (required === 'minor') return major === 0 ? `0.${minor}.${patch + 1}` : `${major}.${minor + 1}.0`;
  return from;
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3, downgrade: -1 };

/** Whether moving from `from` to `to` is at least the bump `required` ('major' | 'minor' | 'none'). */
export function satisfiesBump(from, to, required) {
  const actual = bumpBetween(from, to);
  return actual !== 'downgrade' && RANK[actual] >= RANK[required];
}

function formatDiff({ added, removed, changed, extended }, recorded, current) {
  return [
    ...removed.map((name) => `  - removed ${name}: ${recorded[name]}`),
    ...added.map((name) => `  + added   ${name}: ${current[name]}`),
    ...extended.map(
      (name) =>
        `  + grew    ${name}: ${extension(name, recorded[name], current[name]).join(', ')} (existing members unchanged)`,
    ),
    ...changed.map((name) => `  ~ changed ${name}:\n      was ${recorded[name]}\n      now ${current[name]}`),
  ].join('\n');
}

/**
 * What a developer reads when the surface moved away from the record (`''` when it did not): the
 * names, the bump that needs, and whether `version` (shared/package.json's) already is that bump.
 */
export function surfaceReport(record, version, current = computeSurface()) {
  const diff = diffSurfaces(record.exports, current);
  if (diff.bump === 'none') return '';
  const why = diff.bump === 'major' ? 'exports removed or changed' : 'exports added or extended, or types changed';
  const verdict = satisfiesBump(record.version, version, diff.bump)
    ? `${version} is one: record it with \`npm run shared:surface -- --write\`.`
    : `shared/package.json says ${version}; set its "version" to ${nextVersion(record.version, diff.bump)} or ` +
      `higher, then run \`npm run shared:surface -- --write\`.`;
  return (
    `${SHARED}'s public surface changed since ${record.version}:\n${formatDiff(diff, record.exports, current)}\n` +
    `This needs a ${diff.bump} version bump (${why}): ${verdict}`
  );
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function readRecord(repoRoot) {
  try {
    return readJson(path.join(repoRoot, RECORD));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Pins every workspace package that depends on @rental/shared to `version`; returns the ones it changed. */
function pinDependents(repoRoot, version) {
  const changed = [];
  for (const workspace of readJson(path.join(repoRoot, 'package.json')).workspaces ?? []) {
    const file = path.join(repoRoot, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = readJson(file);
    let touched = false;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      if (pkg[field]?.[SHARED] !== undefined && pkg[field][SHARED] !== version) {
        pkg[field][SHARED] = version;
        touched = true;
      }
    }
    if (touched) {
      writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
      changed.push(path.join(workspace, 'package.json'));
    }
  }
  return changed;
}

function writeRecord(repoRoot, version, surface) {
  writeFileSync(path.join(repoRoot, RECORD), `${JSON.stringify({ version, exports: surface }, null, 2)}\n`);
}

function main(argv) {
  const write = argv.includes('--write');
  const started = performance.now();
  const version = readJson(path.join(root, 'shared/package.json')).version;
  const current = computeSurface();
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const record = readRecord(root);
  const count = `${Object.keys(current).length} exports`;

  if (!record) {
    if (!write) {
      console.error(`${RECORD} is missing: record the surface with \`npm run shared:surface -- --write\`.`);
      return 1;
    }
    writeRecord(root, version, current);
    console.log(`Recorded ${SHARED}@${version} (${count}) in ${RECORD} (${took}).`);
    return 0;
  }

  const diff = diffSurfaces(record.exports, current);
  const report = surfaceReport(record, version, current);
  if (!write) {
    if (report) console.error(report);
    else if (version !== record.version) {
      console.error(
        `${RECORD} records ${record.version}, shared/package.json says ${version}: run \`npm run shared:surface -- --write\`.`,
      );
    } else console.log(`${SHARED}@${version}: the public surface (${count}) matches ${RECORD} (${took}).`);
    return report || version !== record.version ? 1 : 0;
  }
  if (!satisfiesBump(record.version, version, diff.bump)) {
    console.error(report || `${SHARED} ${version} is below the recorded ${record.version}: versions only go up.`);
    return 1;
  }
  if (report) console.log(`Changes since ${record.version}:\n${formatDiff(diff, record.exports, current)}`);
  writeRecord(root, version, current);
  console.log(`Recorded ${SHARED}@${version} (${count}) in ${RECORD}.`);
  const pinned = pinDependents(root, version);
  if (pinned.length > 0) {
    console.log(`Set the "${SHARED}" dependency to ${version} in ${pinned.join(', ')}.`);
    console.log('Now run `npm install` so that package-lock.json follows.');
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}

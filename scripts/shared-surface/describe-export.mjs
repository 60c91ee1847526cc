// How one export of @rental/shared reads in the surface record: a stable, printed signature.
import ts from 'typescript';

const NB = ts.NodeBuilderFlags;
const NODE_FLAGS =
  NB.NoTruncation | NB.IgnoreErrors | NB.UseAliasDefinedOutsideCurrentScope | NB.AllowUniqueESSymbolType;
const squash = (text) => text.replace(/\s+/g, ' ').replace(/; }/g, ' }').trim();

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
export function createDescriber(checker, exported, sharedDir) {
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

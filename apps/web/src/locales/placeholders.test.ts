import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every translation call of the web app against the texts of every language: each {{placeholder}} of a text (of
 * any of its plural forms) must be given by the call, or the screen shows it raw ("2 + {{extra}} taksit"); each
 * value a call gives must be used by some text it can show (`count` may only choose the plural form); and the key
 * must be there in every language. The sources are parsed with the TypeScript compiler, not searched as text.
 *
 * A call's namespace is found as i18next finds it: `useTranslation('ns')` (none: `common`), its `keyPrefix`, an
 * `ns:` before the key or an `ns` option. A `t` handed to a helper (`t: TFunction`) or a namespace handed to a shared
 * component (`<ExcelPageHead namespace="plan">`) is followed to what the callers pass; a branch that runs only with
 * or without an optional prop (`countTestId === undefined ? …`) counts only the elements that reach it.
 * A key built in a template is checked for each value its parts come to (`confirm.${key}Title`, key = isActive ?
 * 'activate' : 'deactivate'), else each value their types allow (`status.${status}`, status: 'paid' | 'expired').
 * The calls whose key is read from data (`t(screen.title)`, `menu.${entry.key}` with key: string) are counted.
 * (locales.test.ts checks that the languages have the same keys and placeholders as each other.)
 */

/** Every texts file of every language, by its path (`./zh/common.json`). */
const TEXTS = import.meta.glob<object>('./*/*.json', { eager: true, import: 'default' });

const LANGUAGES = [...new Set(Object.keys(TEXTS).map((file) => file.split('/')[1] ?? ''))].sort();
const NAMESPACES = new Set(Object.keys(TEXTS).map((file) => /\/(\w+)\.json$/.exec(file)?.[1] ?? ''));
const DEFAULT_NAMESPACE = 'common';
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** What i18next reads as options of `t()`, not as values of placeholders. */
const OPTIONS = new Set(['count', 'defaultValue', 'ns', 'lng', 'returnObjects', 'interpolation']);

interface Source {
  path: string;
  file: ts.SourceFile;
}

/** What an expression comes to: an expression or a declaration, in its source, and the node it was reached from. */
interface Origin {
  source: Source;
  node: ts.Node;
  context: ts.Node;
}

/** A translation function as it was made. */
interface Translator {
  namespace: string;
  keyPrefix: string;
}

interface Call {
  where: string;
  /** The keys it can read; a key its type allows but that may never reach it is not `exact`. */
  keys: { key: string; exact: boolean }[];
  /** Whether a key is built in a template, each of the values its type allows checked. */
  isBuilt: boolean;
  /** Whether the call runs only when `i18n.exists(key)`: then a language may lack the text. */
  isGuarded: boolean;
  params: Set<string>;
  translators: Translator[];
  ns: string | undefined;
}

type SkipReason = 'dynamic key' | 'values not a literal' | 'translator not found';

/**
 * The app as the compiler reads it: its own modules and the workspace's, whose types say which values a key built
 * in a template can take (`status.${status}`, status: 'paid' | 'expired'). Libraries are left out (their types
 * would take seconds to read and name no key): what comes from them is `any`, and such a key is not checked.
 */
const program = (() => {
  const configFile = decodeURIComponent(new URL('../../tsconfig.json', import.meta.url).pathname);
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) {
    throw new Error(`${configFile} was not read`);
  }
  // Neither the DOM's types nor the libraries' name a key.
  const options = { ...config.options, lib: ['lib.es2023.d.ts'], types: [], noEmit: true };
  const host = ts.createCompilerHost(options, true);
  const isOwn = (name: string) =>
    name.startsWith('.') || name.startsWith('@tahsilat/') || name === 'zod' || name.startsWith('zod/');
  host.resolveModuleNameLiterals = (literals, containingFile, _reference, resolution) =>
    literals.map(({ text }) =>
      isOwn(text)
        ? ts.resolveModuleName(text, containingFile, resolution, host)
        : { resolvedModule: undefined },
    );
  return ts.createProgram({ rootNames: config.fileNames, options, host });
})();
const checker = program.getTypeChecker();
const SOURCE_DIRECTORY = decodeURIComponent(new URL('..', import.meta.url).pathname);

/** The app's modules, tests and declarations aside. */
const sources: Source[] = program
  .getSourceFiles()
  .filter(
    ({ fileName }) =>
      fileName.startsWith(SOURCE_DIRECTORY) && /\.tsx?$/.test(fileName) && !/\.(test|d)\.ts$/.test(fileName),
  )
  .map((file) => ({ path: `apps/web/src/${file.fileName.slice(SOURCE_DIRECTORY.length)}`, file }));

/** Every node of every source. */
const nodes = new Map<Source, ts.Node[]>();
for (const source of sources) {
  const list: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    list.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source.file);
  nodes.set(source, list);
}

/** Calls of a function by its name (`agingView(report, t, language)`), JSX elements by their tag. */
const callsByName = new Map<string, { source: Source; call: ts.CallExpression }[]>();
const elementsByTag = new Map<string, { source: Source; element: ts.JsxOpeningLikeElement }[]>();
for (const [source, list] of nodes) {
  for (const node of list) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const calls = callsByName.get(node.expression.text) ?? [];
      calls.push({ source, call: node });
      callsByName.set(node.expression.text, calls);
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
      const elements = elementsByTag.get(node.tagName.text) ?? [];
      elements.push({ source, element: node });
      elementsByTag.set(node.tagName.text, elements);
    }
  }
}

const lineOf = (source: Source, node: ts.Node) =>
  `${source.path}:${source.file.getLineAndCharacterOfPosition(node.getStart(source.file)).line + 1}`;

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The declaration a binding introduces under `name`: a parameter, a variable or an element of a pattern. */
function bindingNamed(binding: ts.BindingName, name: string): ts.Node | undefined {
  if (ts.isIdentifier(binding)) {
    return binding.text === name ? binding.parent : undefined;
  }
  for (const element of binding.elements) {
    if (ts.isBindingElement(element)) {
      const found = ts.isIdentifier(element.name)
        ? element.name.text === name
          ? element
          : undefined
        : bindingNamed(element.name, name);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

/** The declaration an identifier refers to, by the scopes around it. */
function declarationOf(identifier: ts.Identifier): ts.Node | undefined {
  const name = identifier.text;
  for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      for (const parameter of node.parameters) {
        const found = bindingNamed(parameter.name, name);
        if (found) {
          return found;
        }
      }
    }
    if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isCaseClause(node) || ts.isDefaultClause(node)) {
      for (const statement of node.statements) {
        if (ts.isVariableStatement(statement)) {
          for (const declaration of statement.declarationList.declarations) {
            const found = bindingNamed(declaration.name, name);
            if (found) {
              return found;
            }
          }
        }
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
          return statement;
        }
      }
    }
  }
  return undefined;
}

/** The name a function is called by: `function agingView(…)` or `const agingView = (…) =>`. */
function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) {
    return fn.name.text;
  }
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent)) {
    return ts.isIdentifier(fn.parent.name) ? fn.parent.name.text : undefined;
  }
  return undefined;
}

const propName = (element: ts.BindingElement) => (element.propertyName ?? element.name).getText();

/** Whether a condition tests that a prop is given (`x !== undefined`, `x`) or not (`x === undefined`, `!x`). */
function presenceTest(condition: ts.Expression): { prop: ts.Identifier; isGiven: boolean } | undefined {
  const test = unwrap(condition);
  if (ts.isIdentifier(test)) {
    return { prop: test, isGiven: true };
  }
  if (ts.isPrefixUnaryExpression(test) && test.operator === ts.SyntaxKind.ExclamationToken) {
    const inner = presenceTest(test.operand);
    return inner && { prop: inner.prop, isGiven: !inner.isGiven };
  }
  if (ts.isBinaryExpression(test)) {
    const operator = test.operatorToken.kind;
    const negative = [ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken];
    const positive = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken];
    const isNothing = (side: ts.Expression) =>
      (ts.isIdentifier(side) && side.text === 'undefined') || side.kind === ts.SyntaxKind.NullKeyword;
    const [left, right] = [unwrap(test.left), unwrap(test.right)];
    const prop = isNothing(right) ? left : isNothing(left) ? right : undefined;
    if (prop && ts.isIdentifier(prop) && (negative.includes(operator) || positive.includes(operator))) {
      return { prop, isGiven: negative.includes(operator) };
    }
  }
  return undefined;
}

/**
 * The props of component `fn` that must be given (true) or left out (false) for `node` inside it to run: the
 * conditions (`?:`, `if`, `&&`) between them that test a prop of its first parameter.
 */
function guardsOf(node: ts.Node, fn: ts.SignatureDeclaration): Map<string, boolean> {
  const guards = new Map<string, boolean>();
  const props = fn.parameters[0]?.name;
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    let condition: ts.Expression | undefined;
    let onTrue = true;
    if (ts.isConditionalExpression(parent) && child !== parent.condition) {
      condition = parent.condition;
      onTrue = child === parent.whenTrue;
    } else if (ts.isIfStatement(parent) && child !== parent.expression) {
      condition = parent.expression;
      onTrue = child === parent.thenStatement;
    } else if (
      ts.isBinaryExpression(parent) &&
      parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      child === parent.right
    ) {
      condition = parent.left;
    }
    const test = condition && presenceTest(condition);
    const declaration = test && declarationOf(test.prop);
    if (test && declaration && ts.isBindingElement(declaration) && declaration.parent === props) {
      guards.set(propName(declaration), test.isGiven === onTrue);
    }
    if (parent.parent === fn) {
      return guards;
    }
  }
  return new Map();
}

const attributeOf = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );

/**
 * What an expression can come to: a parameter is followed to the arguments its function's callers pass, a
 * component's prop to the attributes of its elements (those that reach `context`), a const to its initializer.
 * Undefined when a link cannot be followed (no plain call or element, a missing argument).
 */
function originsOf(
  source: Source,
  expression: ts.Expression,
  context: ts.Node,
  seen = new Set<ts.Node>(),
): Origin[] | undefined {
  const value = unwrap(expression);
  if (!ts.isIdentifier(value)) {
    return [{ source, node: value, context }];
  }
  const declaration = declarationOf(value);
  if (!declaration || seen.has(declaration)) {
    return undefined;
  }
  seen.add(declaration);
  const all = (found: (Origin[] | undefined)[]) =>
    found.length > 0 && found.every(Boolean) ? found.flatMap((origins) => origins ?? []) : undefined;
  if (ts.isParameter(declaration)) {
    const fn = declaration.parent;
    const index = fn.parameters.indexOf(declaration);
    const name = functionName(fn);
    return all(
      ((name && callsByName.get(name)) || []).map(({ source: caller, call }) => {
        const argument = call.arguments[index];
        return argument ? originsOf(caller, argument, call, seen) : undefined;
      }),
    );
  }
  if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent)) {
    const holder = declaration.parent.parent;
    if (ts.isParameter(holder) && holder.parent.parameters[0] === holder) {
      const fn = holder.parent;
      const name = functionName(fn);
      const guards = guardsOf(context, fn);
      const reaching = ((name && elementsByTag.get(name)) || []).filter(({ element }) =>
        [...guards].every(([prop, isGiven]) => Boolean(attributeOf(element, prop)) === isGiven),
      );
      return all(
        reaching.map(({ source: user, element }) => {
          const initializer = attributeOf(element, propName(declaration))?.initializer;
          if (!initializer) {
            return declaration.initializer
              ? originsOf(source, declaration.initializer, context, seen)
              : undefined;
          }
          if (ts.isStringLiteral(initializer)) {
            return [{ source: user, node: initializer, context: element }];
          }
          return ts.isJsxExpression(initializer) && initializer.expression
            ? originsOf(user, initializer.expression, element, seen)
            : undefined;
        }),
      );
    }
    return [{ source, node: declaration, context }];
  }
  if (
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    ts.isVariableDeclarationList(declaration.parent) &&
    declaration.parent.flags & ts.NodeFlags.Const
  ) {
    return originsOf(source, declaration.initializer, context, seen);
  }
  return [{ source, node: declaration, context }];
}

/** The strings or numbers a value's type allows ('paid' | 'expired'); undefined for any other type. */
function literalsOf(expression: ts.Expression): string[] | undefined {
  const type = checker.getTypeAtLocation(expression);
  const literals = (type.isUnion() ? type.types : [type]).map((member) =>
    member.isStringLiteral() || member.isNumberLiteral() ? String(member.value) : undefined,
  );
  return literals.every((literal) => literal !== undefined) ? (literals as string[]) : undefined;
}

/**
 * The keys an expression can be: a literal, either side of a condition, what a const or a parameter comes to, or a
 * template with each value its parts come to (`actions.${key}`, key = isActive ? 'activate' : 'deactivate'), else
 * each value their types allow (`status.${status}`, status: 'paid' | 'expired'). A type may allow more than reaches
 * the call (`hint(label)` for the labels that have a hint): such keys are not `exact`.
 */
function keysOf(
  source: Source,
  expression: ts.Expression,
  context: ts.Node,
): { key: string; exact: boolean }[] | undefined {
  const origins = originsOf(source, expression, context);
  if (!origins) {
    return undefined;
  }
  const keys: { key: string; exact: boolean }[] = [];
  for (const { source: at, node, context: from } of origins) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      keys.push({ key: node.text, exact: true });
    } else if (ts.isTemplateExpression(node)) {
      let built = [{ key: node.head.text, exact: true }];
      for (const span of node.templateSpans) {
        const values =
          keysOf(at, span.expression, from) ??
          literalsOf(span.expression)?.map((key) => ({ key, exact: false }));
        if (!values) {
          return undefined;
        }
        built = built.flatMap((start) =>
          values.map((value) => ({
            key: `${start.key}${value.key}${span.literal.text}`,
            exact: start.exact && value.exact,
          })),
        );
      }
      keys.push(...built);
    } else if (ts.isConditionalExpression(node)) {
      const either = [keysOf(at, node.whenTrue, from), keysOf(at, node.whenFalse, from)];
      if (!either[0] || !either[1]) {
        return undefined;
      }
      keys.push(...either[0], ...either[1]);
    } else {
      return undefined;
    }
  }
  return keys;
}

/** The one string an expression is, if it is one. */
function stringOf(source: Source, expression: ts.Expression, context: ts.Node): string | undefined {
  const keys = keysOf(source, expression, context);
  return keys?.length === 1 && keys[0]?.exact ? keys[0].key : undefined;
}

/** The translators a `t` (`tl` of `{ t: tl }`, a `t: TFunction` parameter, `<Trans t={t}>`) stands for. */
function translatorsOf(
  source: Source,
  expression: ts.Expression,
  context: ts.Node,
): Translator[] | undefined {
  const origins = originsOf(source, expression, context);
  if (!origins) {
    return undefined;
  }
  const translators: Translator[] = [];
  for (const { source: at, node, context: from } of origins) {
    // const { t } = useTranslation(namespace, { keyPrefix })
    const declaration = ts.isBindingElement(node) && propName(node) === 't' ? node.parent.parent : undefined;
    const made = declaration && ts.isVariableDeclaration(declaration) && declaration.initializer;
    const call = made ? unwrap(made) : undefined;
    if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'useTranslation') {
      return undefined;
    }
    const [namespace, options] = call.arguments.map(unwrap);
    let namespaces: string[] | undefined = [DEFAULT_NAMESPACE];
    if (namespace && ts.isArrayLiteralExpression(namespace)) {
      // The first namespace is the one its keys are read from.
      namespaces = namespace.elements[0] && keysOf(at, namespace.elements[0], from)?.map(({ key }) => key);
    } else if (namespace) {
      namespaces = keysOf(at, namespace, from)?.map(({ key }) => key);
    }
    let keyPrefix = '';
    if (options && !ts.isObjectLiteralExpression(options)) {
      return undefined;
    }
    const prefix = options?.properties.find((property) => property.name?.getText() === 'keyPrefix');
    if (prefix) {
      const value = ts.isPropertyAssignment(prefix) ? stringOf(at, prefix.initializer, from) : undefined;
      if (value === undefined) {
        return undefined;
      }
      keyPrefix = `${value}.`;
    }
    if (!namespaces) {
      return undefined;
    }
    translators.push(...namespaces.map((name) => ({ namespace: name, keyPrefix })));
  }
  return translators;
}

/** The names of an object literal's properties; undefined for a spread, a computed name, or not a literal. */
function propertyNames(expression: ts.Expression | undefined): Set<string> | undefined {
  if (!expression) {
    return new Set();
  }
  const value = unwrap(expression);
  if (!ts.isObjectLiteralExpression(value)) {
    return undefined;
  }
  const names = new Set<string>();
  for (const property of value.properties) {
    if (ts.isSpreadAssignment(property) || !property.name || ts.isComputedPropertyName(property.name)) {
      return undefined;
    }
    names.add(
      ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
        ? property.name.text
        : property.name.getText(),
    );
  }
  return names;
}

/** The `ns` option's value, when a call names one. */
function nsOption(
  source: Source,
  expression: ts.Expression | undefined,
  context: ts.Node,
): string | undefined {
  const value = expression && unwrap(expression);
  if (!value || !ts.isObjectLiteralExpression(value)) {
    return undefined;
  }
  const ns = value.properties.find((property) => property.name?.getText() === 'ns');
  return ns && ts.isPropertyAssignment(ns) ? stringOf(source, ns.initializer, context) : undefined;
}

/** The names a file binds translation functions to: `t`, `tl` of `{ t: tl } = useTranslation(…)`, `tr: TFunction`. */
function translatorNames(source: Source): Set<string> {
  const names = new Set(['t']);
  for (const node of nodes.get(source) ?? []) {
    if (ts.isBindingElement(node) && ts.isIdentifier(node.name) && node.propertyName?.getText() === 't') {
      names.add(node.name.text);
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.type?.getText() === 'TFunction') {
      names.add(node.name.text);
    }
  }
  return names;
}

/** Whether a call runs only once `exists(key)` has said there is a text (`i18n.exists(key) ? i18n.t(key) : text`). */
function isGuarded(node: ts.Node, key: ts.Expression): boolean {
  for (
    let child = node, parent = node.parent;
    parent && !ts.isFunctionLike(parent);
    child = parent, parent = parent.parent
  ) {
    const condition =
      ts.isConditionalExpression(parent) && child === parent.whenTrue
        ? parent.condition
        : ts.isIfStatement(parent) && child === parent.thenStatement
          ? parent.expression
          : ts.isBinaryExpression(parent) &&
              parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
              child === parent.right
            ? parent.left
            : undefined;
    const tests: ts.Expression[] = [];
    const collect = (expression: ts.Expression) => {
      const test = unwrap(expression);
      if (ts.isBinaryExpression(test) && test.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
        collect(test.left);
        collect(test.right);
      } else {
        tests.push(test);
      }
    };
    if (condition) {
      collect(condition);
    }
    if (
      tests.some(
        (test) =>
          ts.isCallExpression(test) &&
          ts.isPropertyAccessExpression(test.expression) &&
          test.expression.name.text === 'exists' &&
          test.arguments[0]?.getText() === key.getText(),
      )
    ) {
      return true;
    }
  }
  return false;
}

/** Every `t(…)`, `i18n.t(…)` and `<Trans>` of the app: read to be checked, or skipped with the reason. */
function readCalls(): { calls: Call[]; skipped: { where: string; reason: SkipReason }[] } {
  const calls: Call[] = [];
  const skipped: { where: string; reason: SkipReason }[] = [];
  for (const source of sources) {
    const names = translatorNames(source);
    for (const node of nodes.get(source) ?? []) {
      let key: ts.Expression | undefined;
      let params: Set<string> | undefined;
      let translators: Translator[] | undefined;
      let ns: string | undefined;
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const [first, values] = node.arguments;
        if (ts.isIdentifier(callee) && names.has(callee.text)) {
          translators = translatorsOf(source, callee, node);
        } else if (
          ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 't' &&
          ['i18n', 'i18next'].includes(callee.expression.getText())
        ) {
          translators = [{ namespace: DEFAULT_NAMESPACE, keyPrefix: '' }];
        } else {
          continue;
        }
        key = first;
        // t(key, 'default text') has no values.
        params = values && ts.isStringLiteral(unwrap(values)) ? new Set() : propertyNames(values);
        ns = nsOption(source, values, node);
      } else if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.tagName.getText() === 'Trans'
      ) {
        const attribute = (name: string) => {
          const initializer = attributeOf(node, name)?.initializer;
          return initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
        };
        const t = attribute('t');
        translators = t ? translatorsOf(source, t, node) : [{ namespace: DEFAULT_NAMESPACE, keyPrefix: '' }];
        key = attribute('i18nKey');
        params = node.attributes.properties.some(ts.isJsxSpreadAttribute)
          ? undefined
          : propertyNames(attribute('values'));
        if (attribute('count')) {
          params?.add('count');
        }
        const nsAttribute = attribute('ns');
        ns = nsAttribute && stringOf(source, nsAttribute, node);
      } else {
        continue;
      }
      const where = lineOf(source, node);
      const keys = key && keysOf(source, key, node);
      if (!translators) {
        skipped.push({ where, reason: 'translator not found' });
      } else if (!keys) {
        skipped.push({ where, reason: 'dynamic key' });
      } else if (!params) {
        skipped.push({ where, reason: 'values not a literal' });
      } else {
        const isBuilt = Boolean(
          key && originsOf(source, key, node)?.some(({ node: at }) => ts.isTemplateExpression(at)),
        );
        calls.push({
          where,
          keys: [...new Map(keys.map((key) => [key.key, key])).values()],
          isBuilt,
          isGuarded: key !== undefined && isGuarded(node, key),
          params,
          translators: unique(translators),
          ns,
        });
      }
    }
  }
  return { calls, skipped };
}

/** Where a key is read: its namespace (`ns:` before it, the `ns` option, else the translator's) and its path. */
function targetsOf(
  key: string,
  translators: Translator[],
  ns: string | undefined,
): { namespace: string; path: string }[] {
  const separator = key.indexOf(':');
  const named =
    separator > 0 && NAMESPACES.has(key.slice(0, separator)) ? key.slice(0, separator) : (ns ?? undefined);
  const path = separator > 0 && named === key.slice(0, separator) ? key.slice(separator + 1) : key;
  return named
    ? [{ namespace: named, path }]
    : translators.map(({ namespace, keyPrefix }) => ({ namespace, path: `${keyPrefix}${path}` }));
}

/** Translators without repeats (three lists of one namespace share a component). */
function unique(translators: Translator[]): Translator[] {
  return [
    ...new Map(
      translators.map((translator) => [`${translator.namespace}:${translator.keyPrefix}`, translator]),
    ).values(),
  ];
}

/** A namespace's texts in a language, by key path: plural forms under their key (`rows` → `rows_one`, `rows_other`). */
const textsCache = new Map<string, Map<string, unknown[]>>();
function textsOf(language: string, namespace: string): Map<string, unknown[]> {
  const file = `./${language}/${namespace}.json`;
  const cached = textsCache.get(file);
  if (cached) {
    return cached;
  }
  const texts = new Map<string, unknown[]>();
  const add = (node: unknown, path: string) => {
    if (path) {
      const key = path.replace(PLURAL, '');
      texts.set(key, [...(texts.get(key) ?? []), node]);
    }
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [name, value] of Object.entries(node)) {
        add(value, path ? `${path}.${name}` : name);
      }
    }
  };
  add(TEXTS[file], '');
  textsCache.set(file, texts);
  return texts;
}

/** The {{placeholders}} of a text (of every string of a `returnObjects` one); `{{- name}}`, `{{name, number}}` too. */
function placeholdersOf(text: unknown): string[] {
  if (typeof text === 'string') {
    return [...text.matchAll(/\{\{-?\s*([A-Za-z_$][\w$]*)/g)].map((match) => match[1] ?? '');
  }
  return text && typeof text === 'object' ? Object.values(text).flatMap(placeholdersOf) : [];
}

/**
 * Every problem of the calls, each with the languages it is found in: a text a language lacks (of a key built from
 * a type: when it lacks all of them), a placeholder not given, a value given that none of its texts uses.
 */
function problemsOf(calls: Call[]): string[] {
  const problems = new Map<string, string[]>();
  const report = (problem: string, language = '') =>
    problems.set(problem, [...(problems.get(problem) ?? []), language].filter(Boolean));
  for (const call of calls) {
    const used = new Set<string>();
    // A call with a default text or behind `i18n.exists(key)` expects a language to lack the text.
    const mayLack = call.isGuarded || call.params.has('defaultValue');
    for (const language of LANGUAGES) {
      const lacking: string[] = [];
      for (const { key, exact } of call.keys) {
        for (const { namespace, path } of targetsOf(key, call.translators, call.ns)) {
          const texts = textsOf(language, namespace).get(path);
          if (!texts) {
            if (exact && !mayLack) {
              report(`${call.where} ${namespace}:${path}: no such text`, language);
            } else if (!exact) {
              lacking.push(`${namespace}:${path}`);
            }
            continue;
          }
          const placeholders = new Set(texts.flatMap(placeholdersOf));
          for (const placeholder of placeholders) {
            used.add(placeholder);
          }
          const missing = [...placeholders].filter((placeholder) => !call.params.has(placeholder));
          if (missing.length > 0) {
            report(
              `${call.where} ${namespace}:${path}: missing ${missing.map((name) => `{{${name}}}`).join(', ')}`,
              language,
            );
          }
        }
      }
      const built = call.keys.filter(({ exact }) => !exact).length;
      if (built > 0 && lacking.length >= built * call.translators.length && !mayLack) {
        report(`${call.where} ${lacking.join(' | ')}: no such text`, language);
      }
    }
    const unused = [...call.params].filter((param) => !OPTIONS.has(param) && !used.has(param));
    if (unused.length > 0) {
      report(
        `${call.where} ${call.keys.map(({ key }) => key).join(' | ')}: gives ${unused.join(', ')}, which none of its texts uses`,
      );
    }
  }
  return [...problems].map(([problem, languages]) =>
    languages.length > 0 ? `${problem} (${languages.join(', ')})` : problem,
  );
}

describe('the translation calls of the web app', () => {
  const { calls, skipped } = readCalls();
  const skips = (reason: SkipReason) =>
    skipped.filter((skip) => skip.reason === reason).map((skip) => skip.where);

  it('are all read: far more checked than skipped, the translator and values of every one known', () => {
    expect(LANGUAGES).toEqual(['ar', 'en', 'es', 'fr', 'it', 'tr', 'zh']);
    expect(sources.length).toBeGreaterThan(200);
    expect(calls.filter((call) => !call.isBuilt).length).toBeGreaterThan(1500);
    expect(calls.filter((call) => call.isBuilt).length).toBeGreaterThan(80);
    // A `t` that cannot be followed to its namespace, or values not written out, could hide a raw placeholder.
    expect(skips('translator not found')).toEqual([]);
    expect(skips('values not a literal')).toEqual([]);
    // Keys read from data: `t(screen.title)`, `menu.${entry.key}` (key: string), an audit event's label.
    expect(skips('dynamic key').length, skips('dynamic key').join('\n')).toBeLessThan(40);
  });

  it('give every placeholder of their texts in every language, use every value they give, and read existing texts', () => {
    expect(problemsOf(calls)).toEqual([]);
  });
});

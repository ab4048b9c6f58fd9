import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No runtime module keeps state of its own: Next loads the routes, the
 * proxy, instrumentation.ts and the cache handler as separate bundles, so a
 * module's variable is one per bundle, not one per server (measured: the
 * alarm for unsaved requests was capped at 20 an hour in each of two
 * bundles). What the server keeps is a part of its context
 * (server-context.ts: serverPart, timedPart), one per process.
 *
 * The rule, on each module's top-level declarations: no `let` or `var`; no
 * `new Map`, `Set`, `WeakMap` or `WeakSet` unless typed read-only
 * (`ReadonlyMap`, `ReadonlySet`: the type checker then refuses a change); no
 * value the module changes itself (an assignment to a property or element
 * of it, or a call of a changing method: set, add, push...); and nothing
 * read from the server's context at import (it is made later, or by a test).
 */
const app = fileURLToPath(new URL("../..", import.meta.url));

const runtimeModules = globSync(
  ["src/**/*.{ts,tsx,mts,mjs}", "app/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
  { cwd: app },
)
  // The server's context is where state is kept: it alone may hold it.
  .filter((file) => file !== "src/server/server-context.ts")
  .filter((file) => !/\.(test|contract)\.tsx?$|\.d\.mts$/.test(file));

const containers = new Set(["Map", "Set", "WeakMap", "WeakSet"]);
const changingMethods = new Set([
  "set",
  "add",
  "delete",
  "clear",
  "push",
  "pop",
  "shift",
  "unshift",
  "splice",
  "sort",
  "reverse",
  "fill",
  "copyWithin",
]);
const contextReaders = new Set(["settings", "serverContext", "serverPart", "timedPart"]);

/** The name an expression like `a.b[c].d` starts from. */
function rootName(node: ts.Expression): string | undefined {
  let current = node;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current.text : undefined;
}

/** Calls made while a top-level value is computed (not inside the functions it defines). */
function callsAtImport(node: ts.Node, found: ts.CallExpression[] = []): ts.CallExpression[] {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return found;
  if (ts.isCallExpression(node)) found.push(node);
  ts.forEachChild(node, (child) => {
    callsAtImport(child, found);
  });
  return found;
}

/** Each of the module's own pieces of state, as `file:line what`. */
function stateIn(file: string): string[] {
  const text = readFileSync(`${app}${file}`, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const found: string[] = [];
  const topLevel = new Set<string>();

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const constant = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const name = declaration.name.getText(source);
      const value = declaration.initializer;
      // A function holds no state (its parameters may share the name).
      if (!value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
        topLevel.add(name);
      }
      if (!constant) found.push(`${at(declaration)} ${name}: a top-level let or var`);
      if (!value) continue;
      const made = ts.isAsExpression(value) ? value.expression : value;
      if (
        ts.isNewExpression(made) &&
        ts.isIdentifier(made.expression) &&
        containers.has(made.expression.text) &&
        !/^Readonly(Map|Set)\b/.test(declaration.type?.getText(source) ?? "")
      ) {
        found.push(`${at(declaration)} ${name}: a ${made.expression.text} not typed read-only`);
      }
      for (const call of callsAtImport(value)) {
        if (ts.isIdentifier(call.expression) && contextReaders.has(call.expression.text)) {
          found.push(`${at(call)} ${name}: ${call.expression.text}() read at import`);
        }
      }
    }
  }

  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      !ts.isIdentifier(node.left)
    ) {
      const name = rootName(node.left);
      if (name && topLevel.has(name)) found.push(`${at(node)} ${name}: changed by assignment`);
    }
    if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken ||
        node.operator === ts.SyntaxKind.MinusMinusToken) &&
      !ts.isIdentifier(node.operand)
    ) {
      const name = rootName(node.operand);
      if (name && topLevel.has(name)) found.push(`${at(node)} ${name}: counted`);
    }
    if (ts.isDeleteExpression(node)) {
      const name = rootName(node.expression);
      if (name && topLevel.has(name)) found.push(`${at(node)} ${name}: changed by delete`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      changingMethods.has(node.expression.name.text)
    ) {
      const name = rootName(node.expression.expression);
      if (name && topLevel.has(name)) {
        found.push(`${at(node)} ${name}: changed by ${node.expression.name.text}()`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the server's state", () => {
  it("is looked for in the runtime modules: the site's src/, app/, the proxy", () => {
    expect(runtimeModules).toContain("src/publish/accepted-signatures.ts");
    expect(runtimeModules).toContain("src/hosting/page-cache-handler.mjs");
    expect(runtimeModules).toContain("proxy.ts");
  });

  it("is kept in the server's context alone: no runtime module holds state of its own", () => {
    expect(runtimeModules.flatMap(stateIn)).toEqual([]);
  });
});

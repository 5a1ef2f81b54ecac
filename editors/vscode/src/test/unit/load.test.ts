/**
 * The compiled extension loads and registers its commands. Replaced part of VS Code: the whole `vscode` module, by a
 * recorder that answers every API call with a no-op stand-in (VS Code itself cannot run here); the language server is
 * not started (catalogStudio.server.path names nothing, so the extension shows its error message instead).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import Module = require('module');

test('out/extension.js loads with its dependencies and registers the five commands', async () => {
  const registered: string[] = [];
  const messages: string[] = [];
  const noop: any = new Proxy(function () { /* stand-in */ }, {
    get: (_t, p) => (p === 'then' ? undefined : noop),
    apply: () => noop,
    construct: () => noop,
  });
  const vscode: any = new Proxy({}, {
    get(_t, p) {
      if (p === 'commands') {
        return { registerCommand: (id: string) => { registered.push(id); return { dispose() {} }; },
          executeCommand: async () => undefined };
      }
      if (p === 'workspace') {
        return new Proxy({}, { get: (_w, q) => q === 'getConfiguration'
          ? () => ({ get: (k: string) => (k === 'server.path' ? '/nonexistent/catalog-studio' : undefined) })
          : q === 'workspaceFolders' ? undefined : noop });
      }
      if (p === 'window') {
        return new Proxy({}, { get: (_w, q) => q === 'showErrorMessage'
          ? (m: string) => { messages.push(m); return Promise.resolve(undefined); } : noop });
      }
      return noop;
    },
  });
  const mod = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const load = mod._load;
  mod._load = function (request: string, ...rest: unknown[]) {
    return request === 'vscode' ? vscode : load.call(this, request, ...rest);
  };
  try {
    const ext = require('../../extension') as { activate: (c: unknown) => Promise<void>; deactivate: () => Promise<void> };
    assert.equal(typeof ext.activate, 'function');
    await ext.activate({ subscriptions: [] });
    for (const c of ['checkWorkspace', 'showGraph', 'reviewAgainstBranch', 'bumpVersion', 'openInStudio']) {
      assert.ok(registered.includes(`catalogStudio.${c}`), c);
    }
    assert.equal(messages.length, 1);
    assert.match(messages[0], /catalogStudio\.server\.path is '\/nonexistent\/catalog-studio'/);
    await ext.deactivate();
  } finally {
    mod._load = load;
  }
});

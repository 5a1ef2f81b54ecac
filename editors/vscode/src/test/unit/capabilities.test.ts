/**
 * The capabilities that initializeParams() (the server test's initialize) copies from vscode-languageclient are the
 * library's own: its BaseLanguageClient.computeClientCapabilities, run on a client with no features.
 * Replaced part of VS Code: the `vscode` module, by an empty stand-in, only so that the library's module loads; the
 * function read here does not call it.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import Module = require('module');
import { initializeParams, WORKSPACE_EDIT_CAPABILITIES } from '../../core/client';

test("the workspace-edit, diagnostics and encoding capabilities are vscode-languageclient's", () => {
  const mod = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const load = mod._load;
  const stub: any = new Proxy(function () { /* stand-in */ }, {
    get: (_t, p) => (p === 'then' ? undefined : stub), apply: () => stub, construct: () => stub });
  mod._load = function (request: string, ...rest: unknown[]) {
    return request === 'vscode' ? stub : load.call(this, request, ...rest);
  };
  let library: any;
  try {
    const { BaseLanguageClient } = require('vscode-languageclient/lib/common/client');
    library = BaseLanguageClient.prototype.computeClientCapabilities.call({
      _clientOptions: { markdown: { supportHtml: false } }, _features: [] });
  } finally {
    mod._load = load;
  }
  assert.deepEqual({ ...WORKSPACE_EDIT_CAPABILITIES }, library.workspace.workspaceEdit);
  const ours = initializeParams(1, [], '0').capabilities as any;
  assert.deepEqual(ours.workspace.workspaceEdit, library.workspace.workspaceEdit);
  assert.deepEqual(ours.textDocument.publishDiagnostics, library.textDocument.publishDiagnostics);
  assert.deepEqual(ours.general.positionEncodings, library.general.positionEncodings);
  assert.equal(ours.workspace.applyEdit, library.workspace.applyEdit);
});

/**
 * How the extension starts and introduces itself to `catalog-studio lsp`: the command line, the client options that
 * `vscode-languageclient` turns into `initialize`, and (for the server test, which talks to the real server without VS
 * Code) the same `initialize` parameters. No `vscode` import.
 */
import { CATALOG_FILE_GLOBS, documentSelector, FileFilter } from './files';

export const CLIENT_ID = 'catalogStudio';
export const CLIENT_NAME = 'Catalog Studio';

/** The server's process: `<launcher> lsp`, LSP 3.17 on standard input and output. */
export function serverCommand(launcher: string): { command: string; args: string[] } {
  return { command: launcher, args: ['lsp'] };
}

/**
 * What the client sends besides the library's own capabilities. `initializationOptions` is absent: the server reads
 * none (its InitializeHandler takes the capabilities and the workspace folders only; hosts come from
 * catalog-studio.yaml or the folders), so the `catalogStudio.hosts` setting goes to `check --host` instead.
 */
export interface ClientCore {
  readonly documentSelector: FileFilter[];
  readonly initializationOptions: undefined;
  /** Globs of the files whose changes on disk are sent as `workspace/didChangeWatchedFiles`, a watcher each. */
  readonly watcherGlobs: readonly string[];
}

export function clientCore(): ClientCore {
  return { documentSelector: documentSelector(), initializationOptions: undefined, watcherGlobs: CATALOG_FILE_GLOBS };
}

/**
 * The workspace-edit capabilities that `vscode-languageclient` 9 announces in VS Code (`documentChanges`, and the
 * create, rename and delete resource operations): the server reads these to decide whether a rename may move a folder
 * and whether a version bump may create a CHANGELOG.md.
 */
export const WORKSPACE_EDIT_CAPABILITIES = {
  documentChanges: true,
  resourceOperations: ['create', 'rename', 'delete'],
  failureHandling: 'textOnlyTransactional',
  normalizesLineEndings: true,
  changeAnnotationSupport: { groupsOnLabel: true },
} as const;

/** `initialize` as the extension's client sends it for these workspace folders (file URIs and names). */
export function initializeParams(processId: number, folders: { uri: string; name: string }[],
    extensionVersion: string): Record<string, unknown> {
  const core = clientCore();
  return {
    processId,
    clientInfo: { name: 'Visual Studio Code', version: extensionVersion },
    locale: 'en',
    rootPath: null,
    rootUri: folders.length > 0 ? folders[0].uri : null,
    workspaceFolders: folders.length > 0 ? folders : null,
    initializationOptions: core.initializationOptions,
    trace: 'off',
    capabilities: {
      workspace: {
        applyEdit: true,
        workspaceEdit: WORKSPACE_EDIT_CAPABILITIES,
        didChangeWatchedFiles: { dynamicRegistration: true, relativePatternSupport: true },
        workspaceFolders: true,
        configuration: true,
        fileOperations: { dynamicRegistration: true, didRename: true, willRename: true },
      },
      textDocument: {
        synchronization: { dynamicRegistration: true, willSave: true, willSaveWaitUntil: true, didSave: true },
        publishDiagnostics: { relatedInformation: true, versionSupport: false, codeDescriptionSupport: true,
          dataSupport: true, tagSupport: { valueSet: [1, 2] } },
        codeAction: { dynamicRegistration: true, isPreferredSupport: true, disabledSupport: true, dataSupport: true,
          resolveSupport: { properties: ['edit'] }, codeActionLiteralSupport: { codeActionKind: { valueSet: ['',
            'quickfix', 'refactor', 'refactor.extract', 'refactor.inline', 'refactor.rewrite', 'source',
            'source.organizeImports'] } }, honorsChangeAnnotations: true },
        hover: { dynamicRegistration: true, contentFormat: ['markdown', 'plaintext'] },
        definition: { dynamicRegistration: true, linkSupport: true },
        rename: { dynamicRegistration: true, prepareSupport: true },
      },
      general: { positionEncodings: ['utf-16'] },
    },
  };
}

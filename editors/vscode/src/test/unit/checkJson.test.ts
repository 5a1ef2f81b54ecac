import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { byFile, notShown, parseCheckJson } from '../../core/checkJson';

/** Verbatim shape of `catalog-studio check --format json` on the sample with a skill's name changed. */
const REPORT = `{
  "root" : "/tmp/vs-sample",
  "files" : 48,
  "diagnostics" : [ {
    "path" : "skills/incident-response/SKILL.md",
    "line" : 2, "column" : 7, "endLine" : 2, "endColumn" : 20,
    "severity" : "error", "code" : "name-directory-mismatch",
    "message" : "'name' is 'incident-resp' but the folder is 'incident-response'; they must be the same."
  }, {
    "path" : "skills/incident-response/SKILL.md",
    "line" : 5, "column" : 1, "endLine" : 5, "endColumn" : 4,
    "severity" : "warning", "code" : "w", "message" : "m"
  }, {
    "path" : "agents/x/AGENTS.md", "line" : 1, "column" : 1,
    "severity" : "info", "code" : "i", "message" : "n"
  } ],
  "summary" : { "errors" : 1, "warnings" : 1, "infos" : 1 }
}`;

test("check's 1-based lines and columns become 0-based ranges on absolute files", () => {
  const r = parseCheckJson(REPORT, '/elsewhere');
  assert.equal(r.root, '/tmp/vs-sample');
  assert.equal(r.files, 48);
  assert.deepEqual(r.summary, { errors: 1, warnings: 1, infos: 1 });
  assert.deepEqual(r.diagnostics[0], {
    file: '/tmp/vs-sample/skills/incident-response/SKILL.md',
    range: { startLine: 1, startCharacter: 6, endLine: 1, endCharacter: 19 },
    severity: 'error', code: 'name-directory-mismatch',
    message: "'name' is 'incident-resp' but the folder is 'incident-response'; they must be the same.",
  });
  // No end: one character.
  assert.deepEqual(r.diagnostics[2].range, { startLine: 0, startCharacter: 0, endLine: 0, endCharacter: 1 });
  assert.equal(r.diagnostics[2].severity, 'info');
  assert.deepEqual([...byFile(r.diagnostics).keys()],
    ['/tmp/vs-sample/skills/incident-response/SKILL.md', '/tmp/vs-sample/agents/x/AGENTS.md']);
});

test('no report: an error, not an empty result', () => {
  assert.throws(() => parseCheckJson('check: no such folder', '/w'));
  assert.throws(() => parseCheckJson('{"files": 1}', '/w'));
});

test("what the language server already shows is not listed twice", () => {
  const r = parseCheckJson(REPORT, '/w');
  const left = notShown(r.diagnostics, [{ file: '/tmp/vs-sample/skills/incident-response/SKILL.md', startLine: 1,
    startCharacter: 6, code: 'name-directory-mismatch' }]);
  assert.deepEqual(left.map((d) => d.code), ['w', 'i']);
});

import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { focusFor, nodeFile, relativeInside } from '../../core/graphNodes';

const files = new Set(['/w/skills/a/SKILL.md', '/w/agents/o/AGENTS.md', '/w/oaf/r/AGENTS.md',
  '/w/oaf/r/skills/c/SKILL.md']);
const exists = (p: string) => files.has(p);

test("a file's focus is its entry folder", () => {
  assert.equal(focusFor('/w', '/w/skills/a/SKILL.md', exists), 'skills/a');
  assert.equal(focusFor('/w', '/w/skills/a/CHANGELOG.md', exists), 'skills/a');
  assert.equal(focusFor('/w', '/w/skills/a/references/X.md', exists), 'skills/a');
  assert.equal(focusFor('/w', '/w/agents/o/AGENTS.md', exists), 'agents/o');
  // The nearest entry: a skill inside an agent's folder.
  assert.equal(focusFor('/w', '/w/oaf/r/skills/c/SKILL.md', exists), 'oaf/r/skills/c');
});

test('a file in no entry folder is its own node id; outside the folder, the overview', () => {
  assert.equal(focusFor('/w', '/w/agents3md/ops.3md', exists), 'agents3md/ops.3md');
  assert.equal(focusFor('/w', '/w/mcps/x.json', exists), 'mcps/x.json');
  assert.equal(focusFor('/w', '/elsewhere/SKILL.md', exists), undefined);
  assert.equal(focusFor('/w', '/w', exists), undefined);
});

test("a node's file: its data-id less the fragment, inside the folder only", () => {
  assert.equal(nodeFile('/w', 'skills/a/SKILL.md'), '/w/skills/a/SKILL.md');
  assert.equal(nodeFile('/w', '.mcp.json#github'), '/w/.mcp.json');
  assert.equal(nodeFile('/w', '../etc/passwd'), undefined);
  assert.equal(nodeFile('/w', 'skills/../../x'), undefined);
  assert.equal(nodeFile('/w', '/etc/passwd'), undefined);
  assert.equal(nodeFile('/w', '#x'), undefined);
  assert.equal(nodeFile('/w', ''), undefined);
  assert.equal(relativeInside('/w', '/w2/x'), undefined);
});

import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { frontmatterRange, pickBumpAction } from '../../core/bump';

test("the frontmatter's lines", () => {
  assert.deepEqual(frontmatterRange('---\nname: a\nversion: 1.0.0\n---\n# A\n'), { startLine: 0, endLine: 3 });
  assert.deepEqual(frontmatterRange('\ufeff---\r\nname: a\r\n---\r\n'), { startLine: 0, endLine: 2 });
  assert.equal(frontmatterRange('# A\n---\n'), undefined);
  assert.equal(frontmatterRange('---\nname: a\n'), undefined);
});

test('the action of the level picked, by kind and title', () => {
  const offered = [{ title: 'Set name to folder', kind: 'quickfix' }, { title: 'Bump patch (1.0.1)', kind: 'refactor.rewrite' },
    { title: 'Bump minor (1.1.0)', kind: 'refactor.rewrite' }, { title: 'Bump major (2.0.0)', kind: 'refactor.rewrite' }];
  assert.equal(pickBumpAction(offered, 'patch'), 1);
  assert.equal(pickBumpAction(offered, 'major'), 3);
  assert.equal(pickBumpAction([{ title: 'Bump minor', kind: 'quickfix' }], 'minor'), -1);
  assert.equal(pickBumpAction([], 'minor'), -1);
});

import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { checkArgs, graphArgs, parseBranches, reviewArgs, splitHosts, studioArgs } from '../../core/args';

test('check: json, one --host= per host, the folder last', () => {
  assert.deepEqual(checkArgs('/w', ['codex', 'cursor']), ['check', '--format=json', '--host=codex', '--host=cursor', '/w']);
  assert.deepEqual(checkArgs('/w', []), ['check', '--format=json', '/w']);
});

test('hosts: known ones once each, in order; the rest set apart', () => {
  assert.deepEqual(splitHosts(['codex', ' claude-code ', 'codex', 'vim', 3, '']),
    { hosts: ['codex', 'claude-code'], unknown: ['vim'] });
  assert.deepEqual(splitHosts(undefined), { hosts: [], unknown: [] });
  assert.deepEqual(splitHosts('codex'), { hosts: [], unknown: [] });
});

test('graph: svg, the theme, the focus when there is one', () => {
  assert.deepEqual(graphArgs('/w', 'skills/a', 'dark'), ['graph', '--format=svg', '--theme=dark', '--focus=skills/a', '/w']);
  assert.deepEqual(graphArgs('/w', undefined, 'light'), ['graph', '--format=svg', '--theme=light', '/w']);
});

test('review: a base that looks like an option stays a value', () => {
  assert.deepEqual(reviewArgs('/w', '--help'), ['review', '--base=--help', '--format=markdown', '/w']);
});

test("git's branches: the current one first", () => {
  assert.deepEqual(parseBranches(' feature/x\n*main\n release\n'),
    { branches: ['main', 'feature/x', 'release'], current: 'main' });
  assert.deepEqual(parseBranches(''), { branches: [], current: undefined });
});

test('the studio opens one folder', () => {
  assert.deepEqual(studioArgs('/w'), ['/w']);
});

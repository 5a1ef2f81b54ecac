import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { Probe, resolveExecutable } from '../../core/serverPath';

/** A file system of a few paths: executables and folders. */
function probe(executables: string[], folders: string[] = []): Probe {
  return { isExecutableFile: (p) => executables.includes(p), isDirectory: (p) => folders.includes(p) };
}

const base = { settingName: 'catalogStudio.server.path', program: 'catalog-studio', platform: 'linux' as const };

test('the setting wins over the PATH', () => {
  const r = resolveExecutable({ ...base, configured: '/opt/cs/cs', env: { PATH: '/usr/bin' } },
    probe(['/opt/cs/cs', '/usr/bin/catalog-studio']));
  assert.deepEqual(r, { ok: true, path: '/opt/cs/cs', from: 'setting' });
});

test("the headless download's folder: its bin/catalog-studio", () => {
  const r = resolveExecutable({ ...base, configured: '/opt/catalog-studio-cli', env: {} },
    probe(['/opt/catalog-studio-cli/bin/catalog-studio'], ['/opt/catalog-studio-cli']));
  assert.deepEqual(r, { ok: true, path: '/opt/catalog-studio-cli/bin/catalog-studio', from: 'setting' });
});

test('~ and a relative setting (read from the first workspace folder)', () => {
  assert.deepEqual(resolveExecutable({ ...base, configured: '~/cs/bin/catalog-studio', env: {}, home: '/home/u' },
    probe(['/home/u/cs/bin/catalog-studio'])), { ok: true, path: '/home/u/cs/bin/catalog-studio', from: 'setting' });
  assert.deepEqual(resolveExecutable({ ...base, configured: 'tools/catalog-studio', env: {}, baseFolder: '/w' },
    probe(['/w/tools/catalog-studio'])), { ok: true, path: '/w/tools/catalog-studio', from: 'setting' });
});

test('a setting naming nothing executable is an error naming the setting, not a fall back to the PATH', () => {
  const r = resolveExecutable({ ...base, configured: '/nope', env: { PATH: '/usr/bin' } },
    probe(['/usr/bin/catalog-studio']));
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.reason, 'setting-invalid');
    assert.match(r.message, /catalogStudio\.server\.path is '\/nope'/);
  }
});

test('else the first catalog-studio on the PATH', () => {
  const r = resolveExecutable({ ...base, configured: '  ', env: { PATH: '/a::/b:/c' } },
    probe(['/b/catalog-studio', '/c/catalog-studio']));
  assert.deepEqual(r, { ok: true, path: '/b/catalog-studio', from: 'PATH' });
});

test('Windows: PATHEXT names and ; separators', () => {
  const r = resolveExecutable({ ...base, platform: 'win32', env: { Path: 'C:\\x;C:\\cs\\bin', PATHEXT: '.EXE;.BAT' } },
    probe(['C:\\cs\\bin\\catalog-studio.exe']));
  assert.deepEqual(r, { ok: true, path: 'C:\\cs\\bin\\catalog-studio.exe', from: 'PATH' });
});

test('nowhere: a message that points at the headless download and the setting', () => {
  const r = resolveExecutable({ ...base, env: { PATH: '/usr/bin' } }, probe([]));
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.reason, 'not-found');
    assert.match(r.message, /headless download/);
    assert.match(r.message, /catalogStudio\.server\.path/);
  }
});

#!/bin/bash
# claude-validate-agreement.sh — does `check` agree with Claude Code's own `claude plugin validate` on real plugins and
# marketplaces? Runs both on every Claude Code plugin and marketplace folder under the given roots and compares their
# verdicts. Builds nothing, writes nothing into the roots.
#
#   claude-validate-agreement.sh CLAUDE_BINARY CATALOG_STUDIO_LAUNCHER ROOT...
#
# e.g. claude-validate-agreement.sh \
#        /work/claude-validate/node_modules/@anthropic-ai/claude-code-linux-x64/claude \
#        cli/target/catalog-studio /work/realrepos/*
#
# CLAUDE_BINARY is Claude Code's native binary (npm i @anthropic-ai/claude-code@2.1.197 puts it under
# node_modules/@anthropic-ai/claude-code-linux-x64/claude). It runs offline, as `claude plugin validate FOLDER`, with a
# fresh throwaway HOME (and working directory) each time, so no user settings or installed plugins take part.
#
# Folders: every folder holding .claude-plugin/plugin.json (a plugin) or .claude-plugin/marketplace.json (a
# marketplace) under each ROOT, node_modules and .git skipped. Given a folder holding both, the validator checks only
# the marketplace, so it is also run on the folder's .claude-plugin/plugin.json; the folder fails if either run fails.
#
# For each folder: the validator's exit code and, from its output ("Validating <kind>: <file>" then "✘ Found N
# errors" / "⚠ Found N warnings" with "❯ field: message" lines), the files it names and their messages; and
# `CATALOG_STUDIO_LAUNCHER check FOLDER --format json`. The two agree when
#   - the validator FAILS (exit ≠ 0) and we report an error (severity error) on every file it names an error on
#     (an error it names on no file counts against the manifest it was validating; one it names on marketplace.json
#     as "plugins[N] plugin.json → …" is a listed plugin's manifest error, and our error on that plugin.json counts);
#   - the validator PASSES and we report no error on a file that run reads (warnings and infos are fine): a
#     marketplace run reads marketplace.json alone, a plugin run the manifest, hooks/hooks.json, agents/*.md,
#     commands/*.md and skills/*/SKILL.md; our errors on other files (another plugin of the marketplace, which its
#     own folder's line judges, or a file no run reads) are listed but not counted against the folder.
# One line per folder (AGREE/DISAGREE, kind, folder, the validator's verdict and files, our error count), then a
# summary: folders, agree, disagree, and each disagreement with both sides' messages. The validator names only the
# files it has something to say about (a clean skill is not listed), and a marketplace run reads marketplace.json
# alone, not its plugins; so each of our errors in a passing folder is marked [validator warned] (it named the file,
# with warnings only) or [validator silent], and the summary counts the disagreements where it was silent on all of
# them and those of marketplace-only folders whose errors of ours are all outside marketplace.json.
#
# Environment: MAX_MESSAGES (default 12) caps the messages listed per side per disagreement; TIMEOUT (default 300)
# seconds per tool run. Needs python3. Exit 0 when every folder agrees, 1 otherwise, 2 on bad arguments.
set -u
if [ $# -lt 3 ]; then
  sed -n '2,/^set -u/p' "$0" | sed -e 's/^# \{0,1\}//' -e '/^set -u/d' >&2
  exit 2
fi
claude=$1; launcher=$2; shift 2
for f in "$claude" "$launcher"; do
  if [ ! -x "$f" ]; then echo "not an executable: $f" >&2; exit 2; fi
done
for r in "$@"; do
  if [ ! -d "$r" ]; then echo "not a folder: $r" >&2; exit 2; fi
done
exec python3 - "$claude" "$launcher" "$@" <<'PY'
import json, os, re, shutil, subprocess, sys, tempfile

claude, launcher, roots = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3:]
if os.sep in launcher:
    launcher = os.path.abspath(launcher)
MAX = int(os.environ.get('MAX_MESSAGES', '12'))
TIMEOUT = int(os.environ.get('TIMEOUT', '300'))
ANSI = re.compile(r'\x1b\[[0-9;]*[A-Za-z]')


def folders_under(root):
    found = []
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in ('node_modules', '.git'))
        if os.path.basename(d) == '.claude-plugin':
            continue
        cp = os.path.join(d, '.claude-plugin')
        kinds = [k for k, f in (('plugin', 'plugin.json'), ('marketplace', 'marketplace.json'))
                 if os.path.isfile(os.path.join(cp, f))]
        if kinds:
            found.append((d, kinds))
    return found


def validate(target):
    """Runs `claude plugin validate TARGET` with a throwaway HOME; returns rc, {file: {'errors': [], 'warnings': []}},
    the files examined, and the raw text (for a run that could not be parsed)."""
    home = tempfile.mkdtemp(prefix='claude-validate-home.')
    env = {'HOME': home, 'PATH': os.environ.get('PATH', '/usr/bin:/bin'), 'NO_COLOR': '1', 'TERM': 'dumb',
           'LANG': os.environ.get('LANG', 'C.UTF-8')}
    try:
        p = subprocess.run([claude, 'plugin', 'validate', target], cwd=home, env=env, stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, timeout=TIMEOUT)
        rc, out = p.returncode, ANSI.sub('', p.stdout + '\n' + p.stderr)
    except subprocess.TimeoutExpired:
        rc, out = 124, 'timed out after %ds' % TIMEOUT
    finally:
        shutil.rmtree(home, ignore_errors=True)
    files, current, section = {}, None, None
    default = target if os.path.isfile(target) else None
    for line in out.splitlines():
        s = line.strip()
        m = re.match(r'Validating [^:]+: (.+)$', s)
        if m:
            current = os.path.normpath(m.group(1)); section = None
            files.setdefault(current, {'errors': [], 'warnings': []})
            continue
        if re.match(r'✘ Found \d+ errors?:', s):
            section = 'errors'; continue
        if re.match(r'⚠ Found \d+ warnings?:', s):
            section = 'warnings'; continue
        if s.startswith('❯') and section:
            f = current or default or target
            files.setdefault(f, {'errors': [], 'warnings': []})[section].append(s.lstrip('❯ ').strip())
            continue
        if s.startswith(('✔', '✘')):
            section = None
    if rc != 0 and not any(v['errors'] for v in files.values()):
        # a failure the output does not place: count it against the manifest
        f = current or default or target
        files.setdefault(f, {'errors': [], 'warnings': []})['errors'].append(
            'exit %d: %s' % (rc, ' | '.join(x.strip() for x in out.splitlines() if x.strip())[:300]))
    return rc, files


def ours(folder):
    try:
        p = subprocess.run([launcher, 'check', folder, '--format', 'json'], stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, timeout=TIMEOUT)
        data = json.loads(p.stdout)
    except Exception as e:  # noqa: BLE001 - report and go on
        return None, 'catalog-studio failed: %s' % e
    base = data.get('root') or folder
    errs = []
    for d in data.get('diagnostics', []):
        if d.get('severity') == 'error':
            errs.append((os.path.normpath(os.path.join(base, d['path'])), d.get('line'), d['code'], d['message']))
    return errs, None


def rel(path, folder):
    r = os.path.relpath(path, folder)
    return path if r.startswith('..') else r


def read_by_validator(path, folder, kinds):
    r = os.path.relpath(path, folder).replace(os.sep, '/')
    if r == '.claude-plugin/marketplace.json':
        return True
    if 'plugin' not in kinds:
        return False
    return (r in ('.claude-plugin/plugin.json', 'hooks/hooks.json')
            or re.fullmatch(r'(agents|commands)/[^/]+\.md', r) is not None
            or re.fullmatch(r'skills/[^/]+/SKILL\.md', r) is not None)


rows, disagreements = [], []
for root in roots:
    root = os.path.realpath(root)
    for folder, kinds in folders_under(root):
        runs = [folder]
        if kinds == ['plugin', 'marketplace']:
            runs.append(os.path.join(folder, '.claude-plugin', 'plugin.json'))
        rc, vfiles = 0, {}
        for t in runs:
            r, f = validate(t)
            rc = rc or r
            for k, v in f.items():
                e = vfiles.setdefault(k, {'errors': [], 'warnings': []})
                e['errors'] += v['errors']; e['warnings'] += v['warnings']
        errs, failure = ours(folder)
        kind = '+'.join(kinds)
        named = sorted(k for k, v in vfiles.items() if v['errors'])
        if errs is None:
            agree, why = False, failure
        elif rc != 0:
            # A marketplace run reports a listed plugin's manifest error on marketplace.json ("plugins[91]
            # plugin.json → agents: Invalid input"); ours is on that plugin.json itself, which counts.
            missing = [f for f in named if not any(e[0] == f for e in errs)
                       and not (all(re.match(r'plugins\[\d+\] plugin\.json', m) for m in vfiles[f]['errors'])
                                and any(e[0].endswith('/.claude-plugin/plugin.json') for e in errs))]
            agree = not missing
            why = '' if agree else 'no error of ours on ' + ', '.join(rel(f, folder) for f in missing)
        else:
            # A passing run speaks only of the files it reads: a marketplace run of marketplace.json alone, a plugin
            # run of its manifest, hooks file, agents, commands and skills. Errors of ours elsewhere (another plugin of
            # the marketplace, a nested or unlisted file) are outside the comparison and counted apart.
            inside = [e for e in errs if read_by_validator(e[0], folder, kinds)]
            agree = not inside
            why = '' if agree else 'validator passes; we report %d error(s) on files it reads' % len(inside)
        verdict = 'FAIL (%s)' % ', '.join(rel(f, folder) for f in named) if rc != 0 else 'PASS'
        n_ours = 'n/a' if errs is None else '%d error(s) on %d file(s)' % (len(errs), len({e[0] for e in errs}))
        shown = os.path.relpath(folder, os.path.dirname(root))
        print('%-8s %-18s %s\n         claude: %s; ours: %s' % ('AGREE' if agree else 'DISAGREE', kind, shown,
                                                                   verdict, n_ours), flush=True)
        rows.append(agree)
        if not agree:
            disagreements.append((shown, folder, kind, rc, vfiles, errs or [], why))

print()
print('== summary: %d folders, %d agree, %d disagree' % (len(rows), rows.count(True), rows.count(False)))
silent = outside = 0
for shown, folder, kind, rc, vfiles, errs, why in disagreements:
    print('\n-- %s (%s): %s' % (shown, kind, why))
    print('   claude plugin validate: exit %d' % rc)
    lines = []
    for f, v in sorted(vfiles.items()):
        for m in v['errors']:
            lines.append('error   %s: %s' % (rel(f, folder), m))
        if any(e[0] == f for e in errs):  # its warnings where we report an error
            for m in v['warnings']:
                lines.append('warning %s: %s' % (rel(f, folder), m))
    for l in lines[:MAX]:
        print('     ' + l)
    if len(lines) > MAX:
        print('     … %d more' % (len(lines) - MAX))
    if not lines:
        print('     (no errors; it named %d file(s), with warnings only)' % len(vfiles))
    print('   catalog-studio check: %d error(s)' % len(errs))
    named = set(vfiles)
    if rc == 0 and errs and not any(e[0] in named for e in errs):
        silent += 1
    if rc == 0 and kind == 'marketplace' and errs and not any(
            e[0] == os.path.join(folder, '.claude-plugin', 'marketplace.json') for e in errs):
        outside += 1
    for path, line, code, msg in errs[:MAX]:
        mark = '' if rc != 0 else (' [validator warned]' if path in named else ' [validator silent]')
        print('     %s:%s %s%s: %s' % (rel(path, folder), line, code, mark, msg))
    if len(errs) > MAX:
        print('     … %d more' % (len(errs) - MAX))
if disagreements:
    print('\nof %d disagreement(s): %d passing folder(s) where the validator named none of the files we report errors '
          'on; %d marketplace-only folder(s) whose errors of ours are all outside marketplace.json'
          % (len(disagreements), silent, outside))
sys.exit(0 if all(rows) else 1)
PY

#!/bin/bash
# export-real-plugins.sh — exports real plugins to every target host and checks each output, as issue 43 asks:
# the figures of docs/EXPORT-HOSTS.md § Real plugins. Builds nothing, writes nothing into the plugin folders.
#
#   export-real-plugins.sh CATALOG_STUDIO_LAUNCHER CLAUDE_BINARY OUT PLUGIN...
#
# e.g. export-real-plugins.sh cli/target/catalog-studio \
#        /work/claude-validate/node_modules/@anthropic-ai/claude-code-linux-x64/claude /tmp/export-runs \
#        /tmp/src/stripe /tmp/src/vercel /tmp/src/hookify
#
# For each PLUGIN folder and each target (claude-code, agent-plugins, codex, copilot, cursor, gemini, metaagents, oaf,
# 3md): `LAUNCHER export PLUGIN --to T --out OUT/<plugin>/<T> --format json`, its report kept as
# OUT/reports/<plugin>/<T>.json; then `LAUNCHER check` on the output (`--host T` for the targets with a host profile:
# claude-code, codex, copilot, cursor, gemini; plain for the others, whose rules apply by their files), and for
# claude-code also CLAUDE_BINARY `plugin validate` with a throwaway HOME and working directory. OUT/<plugin> is
# removed first. Prints one Markdown table per plugin: exit code, files written, losses by action, the check's
# errors and warnings, and the validator's verdict. Needs python3. Exit 0 when every output checks without an error,
# 1 otherwise, 2 on bad arguments. Environment: TIMEOUT (default 600) seconds per tool run.
set -u
if [ $# -lt 4 ]; then
  sed -n '2,/^set -u/p' "$0" | sed -e 's/^# \{0,1\}//' -e '/^set -u/d' >&2
  exit 2
fi
launcher=$1; claude=$2; out=$3; shift 3
for f in "$launcher" "$claude"; do
  if [ ! -x "$f" ]; then echo "not an executable: $f" >&2; exit 2; fi
done
for p in "$@"; do
  if [ ! -d "$p" ]; then echo "not a folder: $p" >&2; exit 2; fi
done
exec python3 - "$launcher" "$claude" "$out" "$@" <<'PY'
import collections, json, os, shutil, subprocess, sys, tempfile

launcher, claude, out, plugins = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3]), sys.argv[4:]
if os.sep in launcher:
    launcher = os.path.abspath(launcher)
TIMEOUT = int(os.environ.get('TIMEOUT', '600'))
TARGETS = ['claude-code', 'agent-plugins', 'codex', 'copilot', 'cursor', 'gemini', 'metaagents', 'oaf', '3md']
PROFILED = {'claude-code', 'codex', 'copilot', 'cursor', 'gemini'}
clean = True
for plugin in plugins:
    name = os.path.basename(os.path.abspath(plugin))
    shutil.rmtree(os.path.join(out, name), ignore_errors=True)
    reports = os.path.join(out, 'reports', name)
    os.makedirs(reports, exist_ok=True)
    print(f'\n{name} ({os.path.abspath(plugin)})\n')
    print('| target | exit | files written | lost: dropped / rewritten / renamed / moved into body '
          '| `check` errors / warnings | `claude plugin validate` |')
    print('|---|---|---|---|---|---|')
    for target in TARGETS:
        dest = os.path.join(out, name, target)
        r = subprocess.run([launcher, 'export', plugin, '--to', target, '--out', dest, '--format', 'json'],
                           capture_output=True, text=True, timeout=TIMEOUT)
        with open(os.path.join(reports, target + '.json'), 'w') as f:
            f.write(r.stdout)
        try:
            report = json.loads(r.stdout)
        except ValueError:
            report = {'written': [], 'lost': []}
            print(f'<!-- {target}: no JSON report: {(r.stderr or r.stdout).strip()[:200]} -->')
        lost = collections.Counter(l['action'] for l in report.get('lost', []))
        losses = ' / '.join(str(lost.get(a, 0)) for a in ('dropped', 'rewritten', 'renamed', 'moved-into-body'))
        checked, validated = '— (nothing written)', ''
        if os.path.isdir(dest):
            args = [launcher, 'check', dest, '--format', 'json'] + (['--host', target] if target in PROFILED else [])
            c = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT)
            try:
                sev = collections.Counter(d['severity'] for d in json.loads(c.stdout)['diagnostics'])
                checked = f"{sev.get('error', 0)} / {sev.get('warning', 0)}"
                clean = clean and sev.get('error', 0) == 0
            except ValueError:
                checked, clean = 'check failed', False
            if target == 'claude-code':
                home = tempfile.mkdtemp(prefix='claude-validate-home.')
                v = subprocess.run([claude, 'plugin', 'validate', dest], capture_output=True, text=True, cwd=home,
                                   timeout=TIMEOUT, env={'HOME': home, 'PATH': os.environ.get('PATH', '/usr/bin'),
                                                         'NO_COLOR': '1', 'TERM': 'dumb'})
                text = v.stdout + v.stderr
                warnings = sum(1 for l in text.splitlines() if l.strip().startswith('❯')) if v.returncode == 0 else 0
                validated = ('passed' + (f', {warnings} warning(s)' if warnings else '')) if v.returncode == 0 \
                    else 'failed: ' + ' '.join(text.split())[-160:]
                clean = clean and v.returncode == 0
                shutil.rmtree(home, ignore_errors=True)
        print(f"| {target} | {r.returncode} | {len(report.get('written', []))} | {losses} | {checked} | {validated} |")
sys.exit(0 if clean else 1)
PY

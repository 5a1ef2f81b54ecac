#!/bin/sh
# Runs every kind of command of the headless download (packaging/build-installer.sh cli) on the bundled sample with
# no display, and fails (exit 1, naming the step) when one exits with the wrong code or prints the wrong thing:
# --version, check (text, JSON, SARIF), graph as SVG and as PNG (java.desktop's font metrics and Java2D, headless; both
# themes, the overview, a focus and a generated catalog, failing on a NoClassDefFoundError: the runtime is pruned),
# schema, render, fetch of a workspace whose origins are all local, review of two commits of a scratch git repository
# (JGit, packed), the language server's initialize and shutdown over a scripted stdin, rules when this build has it, and
# that the download holds no JavaFX and the runtime no X11 library.
#   packaging/smoke-test-cli.sh DIR SAMPLE_DIR     e.g. cli/target/installer/catalog-studio-cli resources/samples/catalog
set -eu
dir=$1
sample=$2
cs=$dir/bin/catalog-studio
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "smoke-test-cli: $1" >&2; exit 1; }
# No display, whatever the caller has: the download must never need one.
unset DISPLAY WAYLAND_DISPLAY || true
cp -R "$sample" "$scratch/ws"
ws=$scratch/ws

[ -x "$cs" ] || fail "no $cs"
[ -x "$dir/lib/runtime/bin/java" ] || fail "no runtime in $dir/lib/runtime"
modules=$("$dir/lib/runtime/bin/java" --list-modules) || fail "the runtime's java --list-modules exited $?"
case "$modules" in *javafx*) fail "the runtime holds JavaFX: $modules" ;; esac
if ls "$dir"/lib/app/lib/javafx-* >/dev/null 2>&1; then fail "the download holds JavaFX jars"; fi
[ ! -e "$dir/lib/runtime/lib/libawt_xawt.so" ] || fail "the runtime holds the X11 toolkit"

out=$("$cs" --version) || fail "--version exited $?"
case "$out" in "catalog-studio "*) ;; *) fail "--version printed: $out" ;; esac
out=$("$cs" check "$ws") || fail "check exited $?: $out"
case "$out" in *"files checked: 0 errors"*) ;; *) fail "check printed: $out" ;; esac
out=$("$cs" check "$ws" --format json) || fail "check --format json exited $?"
case "$out" in *'"errors" : 0'*) ;; *) fail "check --format json printed: $out" ;; esac
out=$("$cs" check "$ws" --format sarif) || fail "check --format sarif exited $?"
case "$out" in *'"version" : "2.1.0"'*) ;; *) fail "check --format sarif printed no SARIF 2.1.0: $out" ;; esac
status=0
"$cs" check "$scratch/missing" >/dev/null 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "check of a missing folder exited $status, not 2"

# The runtime's java.desktop and java.xml are pruned (packaging/cli-runtime-pruned.txt): a class the drawing needed
# and the build left out would show as a NoClassDefFoundError. Both formats, both themes, the overview and a focus,
# of the sample and of a generated catalog of 300 entries.
"$cs" generate "$scratch/generated" --entries 300 >/dev/null || fail "generate exited $?"
focus=$(cd "$ws" && find . -name SKILL.md -path '*skills*' | head -n 1 | sed 's|^\./||; s|/SKILL.md$||')
for format in svg png; do
  for theme in light dark; do
    for target in "$ws" "$ws --focus $focus --depth all" "$scratch/generated"; do
      # shellcheck disable=SC2086 # the focus arguments are words on purpose
      "$cs" graph $target --format "$format" --theme "$theme" -o "$scratch/graph.$format" >"$scratch/graph.out" 2>&1 \
        || fail "graph $target --format $format --theme $theme exited $?: $(cat "$scratch/graph.out")"
      ! grep -q 'NoClassDefFoundError\|ClassNotFoundException' "$scratch/graph.out" \
        || fail "graph $target --format $format needs a class the runtime lacks: $(cat "$scratch/graph.out")"
    done
  done
done
"$cs" graph "$ws" --format svg -o "$scratch/graph.svg" || fail "graph --format svg exited $?"
grep -q '<svg' "$scratch/graph.svg" || fail "graph --format svg wrote no SVG"
grep -q '<text' "$scratch/graph.svg" || fail "graph --format svg wrote no label"
"$cs" graph "$ws" --format png -o "$scratch/graph.png" || fail "graph --format png exited $?"
[ "$(head -c 4 "$scratch/graph.png" | od -An -c | tr -d ' \n')" = '211PNG' ] || fail "graph --format png wrote no PNG"
[ "$(wc -c < "$scratch/graph.png")" -gt 1000 ] || fail "graph --format png wrote an empty picture"
out=$("$cs" graph "$ws" --format dot) || fail "graph --format dot exited $?"
case "$out" in *digraph*) ;; *) fail "graph --format dot printed: $out" ;; esac

out=$("$cs" schema --list) || fail "schema --list exited $?"
case "$out" in *agent-skill*) ;; *) fail "schema --list printed: $out" ;; esac
out=$("$cs" schema agent-skill) || fail "schema agent-skill exited $?"
# shellcheck disable=SC2016 # a literal $schema key
case "$out" in *'"$schema"'*) ;; *) fail "schema agent-skill printed: $out" ;; esac
skill=$(cd "$ws" && find . -name SKILL.md -path '*skills*' | head -n 1)
out=$("$cs" render "$ws/$skill") || fail "render exited $?"
case "$out" in *'<html'*) ;; *) fail "render printed no HTML page" ;; esac
"$cs" fetch "$ws" --cache "$scratch/cache" >"$scratch/fetch.out" 2>&1 || fail "fetch exited $?: $(cat "$scratch/fetch.out")"

repo=$scratch/repo
cp -R "$sample" "$repo"
git -C "$repo" init -q
git -C "$repo" -c user.name=smoke -c user.email=smoke@example.invalid add -A
git -C "$repo" -c user.name=smoke -c user.email=smoke@example.invalid commit -qm base
printf '\nOne more line.\n' >> "$repo/$skill"
git -C "$repo" -c user.name=smoke -c user.email=smoke@example.invalid commit -qam change
# Packed, so JGit reads pack files through its WindowCache, which registers with java.management (Monitoring).
git -C "$repo" gc -q
status=0
out=$("$cs" review "$repo" --base HEAD~1 --format markdown 2>&1) || status=$?
[ "$status" -le 1 ] || fail "review exited $status: $out"
case "$out" in *"$(basename "$(dirname "$skill")")"*) ;; *) fail "review did not name the changed skill: $out" ;; esac

init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}'
shutdown='{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}'
exit_msg='{"jsonrpc":"2.0","method":"exit","params":null}'
out=$( { for m in "$init" "$shutdown" "$exit_msg"; do printf 'Content-Length: %d\r\n\r\n%s' "${#m}" "$m"; done; } \
  | "$cs" lsp 2>&1) || fail "lsp exited $?: $out"
case "$out" in *'"capabilities"'*) ;; *) fail "lsp did not answer initialize: $out" ;; esac
case "$out" in *'"id":2'*|*'"id": 2'*) ;; *) fail "lsp did not answer shutdown: $out" ;; esac

# rules (issue 42's fifth point) when this build has it.
if "$cs" help rules >/dev/null 2>&1; then
  out=$("$cs" rules --format json) || fail "rules --format json exited $?"
  case "$out" in *'['*) ;; *) fail "rules --format json printed: $out" ;; esac
fi

# With no command, the download cannot open the studio: a usage error that says so, never a window or a stack trace.
status=0
out=$("$cs" 2>&1) || status=$?
[ "$status" -eq 2 ] || fail "catalog-studio with no command exited $status: $out"
case "$out" in *"command line only"*) ;; *) fail "catalog-studio with no command printed: $out" ;; esac
echo "smoke-test-cli: every command ran from $cs with no display"

#!/bin/bash
# fetch-origins.sh — the cost of `catalog-studio fetch` and of checking with fetched origins. Builds nothing.
#
#   fetch-origins.sh LAUNCHER [REPOS] [SKILLS_PER_REPO] [RUNS]
#
# e.g. fetch-origins.sh app/target/catalog-studio 20 10 10
#
# Makes, in a temporary folder, REPOS (default 20) git repositories each holding SKILLS_PER_REPO (default 10) skills,
# served as https://github.com/bench/repo-N through url.<base>.insteadOf = file://… (no network), and a workspace with
# one skill per remote skill depending on it (REPOS × SKILLS_PER_REPO remote origins, 200 by default). Then, with
# hyperfine (-N, RUNS runs, default 10):
#   first fetch   an empty cache and no lock each run (--prepare removes both): fetch + snapshot + lock
#   no-op fetch   lock and cache in place: nothing to download, the lock not rewritten
#   check, lock   check with the lock and cache: every origin resolves to a fetched layer
#   check, none   check without a lock: every origin is dependency-unresolved (the cost before issue 25)
# and prints hyperfine's table. Needs git, hyperfine and python3.
set -eu
launcher=$(realpath "$1"); repos=${2:-20}; per=${3:-10}; runs=${4:-10}
[ -x "$launcher" ] || { echo "not a launcher: $1" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/remotes/bench" "$tmp/ws/skills" "$tmp/home"
for r in $(seq "$repos"); do
  src="$tmp/src/repo-$r"
  for s in $(seq "$per"); do
    mkdir -p "$src/skills/s$s"
    printf -- '---\nname: s%s\nscope: bench\ndescription: Remote skill %s of repository %s. Use when a benchmark asks for it.\nversion: 1.0.%s\n---\n# s%s\n\nBody of the remote skill.\n' \
      "$s" "$s" "$r" "$s" "$s" > "$src/skills/s$s/SKILL.md"
  done
  git -C "$src" init -q -b main
  git -C "$src" add -A
  git -C "$src" -c user.name=bench -c user.email=bench@example.org commit -qm init
  git clone -q --bare "$src" "$tmp/remotes/bench/repo-$r.git"
  for s in $(seq "$per"); do
    mkdir -p "$tmp/ws/skills/use-$r-$s"
    printf -- '---\nname: use-%s-%s\nscope: local\ndescription: Uses remote skill %s of repository %s. Use when a benchmark asks for it.\nversion: 1.0.0\ndependencies:\n  skills:\n    - "https://github.com/bench/repo-%s/tree/main/skills/s%s"\n---\n# use\n' \
      "$r" "$s" "$s" "$r" "$r" "$s" > "$tmp/ws/skills/use-$r-$s/SKILL.md"
  done
done
printf '[url "file://%s/remotes/"]\n\tinsteadOf = https://github.com/\n' "$tmp" > "$tmp/gitconfig"
export HOME="$tmp/home" GIT_CONFIG_GLOBAL="$tmp/gitconfig" GIT_CONFIG_NOSYSTEM=1 CATALOG_STUDIO_CACHE="$tmp/cache"
ws="$tmp/ws"
echo "launcher: $launcher"
echo "java: $(java -version 2>&1 | head -1); cores: $(nproc); load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$repos repositories x $per skills = $((repos * per)) remote origins"
"$launcher" fetch "$ws" >/dev/null 2>"$tmp/first.err" || { cat "$tmp/first.err" >&2; exit 1; }
tail -1 "$tmp/first.err"
hyperfine -N --runs "$runs" --warmup 1 --style basic \
  --prepare "rm -rf $tmp/cache $ws/catalog-studio.lock" -n "first fetch" "$launcher fetch $ws" \
  2>/dev/null
"$launcher" fetch "$ws" >/dev/null 2>&1
cp "$ws/catalog-studio.lock" "$tmp/lock"
hyperfine -N --runs "$runs" --warmup 2 --style basic \
  -n "no-op fetch" "$launcher fetch $ws" \
  -n "check, lock" "$launcher check $ws" 2>/dev/null
cmp -s "$ws/catalog-studio.lock" "$tmp/lock" && echo "the no-op fetches left the lock byte for byte"
mv "$ws/catalog-studio.lock" "$tmp/lock.off"
hyperfine -N -i --runs "$runs" --warmup 2 --style basic -n "check, none" "$launcher check $ws" 2>/dev/null
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)"

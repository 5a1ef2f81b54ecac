#!/bin/sh
# Run by the app module's package phase (exec-maven-plugin): puts the launcher beside the jar and dumps the two
# class-data-sharing archives the launcher's command line uses, from a check of the bundled samples (the catalog at the
# root of a training folder, each further sample in a folder of its own inside it, so every format's classes are
# loaded: the sample marketplace's plugins too):
#   catalog-studio-base.jsa  a static archive of the classes that check loaded, the JDK's and the jar's. Unlike a
#                            dynamic one it can hold picocli, whose classes are Java 5 class files;
#   catalog-studio.jsa       a dynamic archive on top of it: the lambda and method-handle classes made at run time
#                            (not with CATALOG_STUDIO_STATIC_ARCHIVE_ONLY=1, the headless download's: the static
#                            archive holds the training's lambdas already, and a check maps 5 classes of this one);
#   catalog-studio-ui.jsa    the studio's, when CATALOG_STUDIO_MONOCLE_JAR names Monocle's jar (stage-studio.sh).
#   stage.sh TARGET_DIR SAMPLE_DIR [MORE_SAMPLE_DIR...]
# An archive is tied to the JVM build that dumps it; the launcher ignores it on any other JVM. A JVM that cannot
# dump them leaves none (the launcher then starts without): a warning, never a failed build.
set -eu
target=$1
shift
sample=$target/cds-training
collection_root=$target/cds-training-collection
# The training folders and class lists go whatever happens (an install-time dump must leave nothing behind).
trap 'rm -rf "$sample" "$collection_root"; rm -f "$target"/catalog-studio.classlist*' EXIT
rm -rf "$sample" "$collection_root"
mkdir -p "$sample"
first_sample=$1
cp -R "$1"/. "$sample"/
shift
for more in "$@"; do
  cp -R "$more" "$sample/$(basename "$more")"
done
# The samples are clean: checked, they report nothing, so the archives held no class of the diagnostics' own paths
# (rules' findings and messages, the host rules, the three reports' lines), which nearly every real check takes, cold.
# A small marketplace written here, of findings real catalogs have (issue 23's market400 had each), trains them.
findings=$sample/training-findings
mkdir -p "$findings/.claude-plugin" "$findings/.cursor-plugin" "$findings/plugins/kit/.claude-plugin" \
  "$findings/plugins/kit/skills/lookup/references" "$findings/plugins/kit/skills/other" "$findings/plugins/kit/agents" \
  "$findings/plugins/kit/commands" "$findings/plugins/kit/hooks"
cat > "$findings/.claude-plugin/marketplace.json" <<'JSON'
{
  "name": "training-findings",
  "owner": {"name": "Catalog Studio"},
  "plugins": [
    {"name": "kit", "source": "./plugins/kit", "description": "Findings to train the archives on."},
    {"name": "gone", "source": "./plugins/gone", "description": "Listed, not there."}
  ]
}
JSON
echo '{"name": "training-findings", "displayName": "Training"}' > "$findings/.cursor-plugin/plugin.json"
cat > "$findings/plugins/kit/.claude-plugin/plugin.json" <<'JSON'
{"name": "kit", "version": "1.0.0", "description": "Findings.", "colour": "blue", "keywords": "one"}
JSON
{
  printf -- '---\nname: lookup-tables\ndescription: Looks things up.\nversion: 1.0.0\nmetadata:\n  tags: [a, b]\n---\n\n'
  printf 'Read [the guide](references/missing.md), `scripts/run.py` and [a sibling](../other/SKILL.md).\n\n'
  # Every kind of block and inline a real body has, so the Markdown reader's classes and call sites are trained too.
  printf '# Use\n\n## Steps\n\n1. **Open** the _file_ and *read* it; ~~skip~~ nothing.\n2. Run `make`.\n\n'
  printf -- '- [ ] a task\n- [x] done, see <https://example.com> and www.example.com\n  - nested\n\n'
  printf '> A quote with __strong__ text.\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n---\n\n'
  printf '```sh\necho hi\n```\n\n    indented code\n\n<div>html</div>\n\n![logo](assets/logo.png "Logo") [ref][r]\n\n'
  printf '[r]: references/ref.md\n\nA line with a hard break  \nand an &amp; entity \\* escaped.\n\n'
  i=0
  while [ $i -lt 400 ]; do
    printf 'Line %d of a long body that says the same thing again, to pass the body limit.\n' $i
    i=$((i + 1))
  done
} > "$findings/plugins/kit/skills/lookup/SKILL.md"
printf -- '---\nname: other\ndescription: Another skill.\nargument-hint: "[file]"\ncontext: fork\n---\n\nSee `${CLAUDE_SKILL_DIR}/missing.md`.\n' \
  > "$findings/plugins/kit/skills/other/SKILL.md"
printf -- '---\nname: helper\ndescription: Helps.\ntools: Read, Grep\nmodel: sonnet\ncolor: blue\npermissionMode: ask\n---\n\nHelp.\n' \
  > "$findings/plugins/kit/agents/helper.md"
printf -- '---\nname: nameless\n---\n\nNo description.\n' > "$findings/plugins/kit/agents/nameless.md"
printf -- '---\ndescription: Runs it\nargument-hint: "[target]"\nallowed-tools: Bash(make:*)\nmodel: haiku\nlabel: x\n---\n\nRun $ARGUMENTS.\n' \
  > "$findings/plugins/kit/commands/run.md"
cat > "$findings/plugins/kit/hooks/hooks.json" <<'JSON'
{"hooks": {"PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command",
  "command": "${CLAUDE_PLUGIN_ROOT}/scripts/missing.sh", "timeout": 30}]}],
  "OnSomething": [{"hooks": [{"type": "command", "command": "true"}]}]}}
JSON
echo '{"db": {"command": "node", "args": ["${CLAUDE_PLUGIN_ROOT}/server.js"]}}' > "$findings/plugins/kit/.mcp.json"
# A collection of real size, generated (issue 28): 120 skills in the shapes of a public skills repository (a
# skills/ folder, no catalog-studio.yaml, so the host and the origin are guessed as a fresh clone's are), with bodies
# of a few KB in English and other scripts, links and code paths to files that exist and some that do not, a
# references/ and scripts/ folder, placeholders and a few frontmatter mistakes. What the archives hold then matches
# what a CI check of such a repository loads (the character tables of non-Latin text, the guessing of the origin).
collection=$collection_root/skills
i=0
while [ $i -lt 120 ]; do
  name=$(printf 'skill-%03d' $i)
  dir=$collection/$name
  mkdir -p "$dir/references" "$dir/scripts"
  case $((i % 6)) in
    0) words='Résumé des étapes — vérifier, déployer, réessayer.' ;;
    1) words='手順を確認してから、変更をデプロイします。' ;;
    2) words='Проверьте шаги, затем разверните изменения.' ;;
    3) words='Check the steps — then deploy ✅ the change.' ;;
    4) words='단계를 확인한 다음 변경 사항을 배포합니다.' ;;
    *) words='Check the steps, then deploy the change.' ;;
  esac
  {
    printf -- '---\nname: %s\n' "$name"
    case $((i % 40)) in
      39) printf 'description: Skill %d: a colon the YAML reads as a mapping\n' $i ;;   # two of the mistakes
    esac
    case $((i % 10)) in
      9) [ $((i % 40)) -eq 39 ] || printf 'description: Skill %d.\n' $i; printf 'argument-hint: "[path]"\n' ;;
      3) printf 'description: "Skill %d: %s"\nlicense: MIT\nmetadata:\n  author: catalog-studio\n  version: "1.%d"\n' $i "$words" $i ;;
      7) printf 'description: >-\n  Skill %d, described over\n  two lines.\nallowed-tools: Bash(git:*) Read\n' $i ;;
      *) printf 'description: Use when the task needs skill %d. %s\n' $i "$words" ;;
    esac
    printf -- '---\n\n# Skill %d\n\n%s\n\n' $i "$words"
    printf 'Read [the guide](references/guide.md) first, then run `scripts/run.sh` or `python3 scripts/missing.py`.\n\n'
    [ $((i % 8)) -eq 0 ] && printf 'See [the old notes](references/gone.md) and `${CLAUDE_SKILL_DIR}/scripts/run.sh`.\n\n'
    j=0
    while [ $j -lt 30 ]; do
      printf '## Step %d\n\n%s Then **check** the _output_ of `make step-%d` and [the docs](https://example.com/%d).\n\n' \
        $j "$words" $j $j
      printf -- '- item one\n- item two with `code`\n\n```sh\necho step %d\n```\n\n' $j
      j=$((j + 1))
    done
  } > "$dir/SKILL.md"
  printf '# Guide\n\n%s\n' "$words" > "$dir/references/guide.md"
  printf '#!/bin/sh\necho %s\n' "$name" > "$dir/scripts/run.sh"
  i=$((i + 1))
done
# JavaFX's native libraries unpacked beside its jars in lib/, where its loader looks first: from inside the jars it
# copies them into ~/.openjfx/cache and, on every start after, inflates and hashes them against that copy. The jars
# keep theirs; an installed image's have none (its build unpacked them already), and without unzip nothing changes.
if command -v unzip >/dev/null 2>&1; then
  for jar in "$target"/lib/javafx-*.jar; do
    [ -f "$jar" ] || continue
    # -u: only what is missing or older than the jar's (not rewritten on every build)
    unzip -q -o -u "$jar" '*.so' -d "$target/lib" 2>/dev/null || true   # a jar without any: nothing to unpack
  done
fi
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd -P)
cp "$here/catalog-studio" "$target/catalog-studio"
chmod 755 "$target/catalog-studio"
base=$target/catalog-studio-base.jsa
top=$target/catalog-studio.jsa
list=$target/catalog-studio.classlist
rm -f "$base" "$top" "$list"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jar=$target/catalog-studio.jar
# check exits 0 (clean) or 1 (findings); anything else is a broken jar. FORMAT is text, json or sarif: CI runs the
# last two, whose writer (jackson-core's generator) and SARIF's hashing load classes text does not.
run_check() {
  format=$1
  folder=$2
  shift 2
  status=0
  "$java" "$@" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:cds=off -Xlog:cds+dynamic=off \
    -jar "$jar" check "$folder" --format "$format" >/dev/null 2>&1 || status=$?
  if [ "$status" -gt 1 ]; then
    echo "stage.sh: 'catalog-studio check $folder' exited $status while dumping the archives" >&2
    exit 1
  fi
}
# The static archive holds the classes of all three output formats: one class list per run, joined.
for format in text json sarif; do
  run_check "$format" "$sample" -XX:DumpLoadedClassList="$list.$format"
  run_check "$format" "$collection_root" -XX:DumpLoadedClassList="$list.collection.$format"
done
# And the classes of a fetch whose origins all resolve in the workspace (a no-op: nothing to ask a remote, so no git).
"$java" -XX:DumpLoadedClassList="$list.fetch" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:cds=off \
  -jar "$jar" fetch "$sample" --frozen --cache "$target/fetch-training-cache" >/dev/null 2>&1 || true
rm -rf "$target/fetch-training-cache"
touch "$list.fetch"
awk '!seen[$0]++' "$list.text" "$list.json" "$list.sarif" "$list".collection.* "$list.fetch" > "$list"   # each class once
rm -f "$list.text" "$list.json" "$list.sarif" "$list".collection.* "$list.fetch"
# The static dump runs with the serial collector, as every command that maps this archive does (the launcher's check
# and lsp). JDK 17 maps archived heap objects (interned strings, class mirrors) only under G1 ("CDS heap data is being
# ignored" with -Xlog:cds), so an archive dumped under G1 carried 1.8 MB of them that no command ever mapped.
"$java" -XX:+UseSerialGC -Xshare:dump -XX:SharedClassListFile="$list" -XX:SharedArchiveFile="$base" -Xlog:cds=off \
  -cp "$jar" >/dev/null 2>&1 || rm -f "$base"
if [ -s "$base" ] && [ -z "${CATALOG_STUDIO_STATIC_ARCHIVE_ONLY:-}" ]; then
  # The dynamic archive on top holds what one JVM loaded (lambdas too): fetch --frozen, then check in each format
  # of the samples and of the collection.
  "$java" -XX:SharedArchiveFile="$base" -XX:ArchiveClassesAtExit="$top" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
    -Xlog:cds=off -Xlog:cds+dynamic=off -cp "$jar" dev.catalogstudio.app.ArchiveTraining "$sample" \
    "$target/fetch-training-cache" "$collection_root" >/dev/null 2>&1 || rm -f "$top"
  rm -rf "$target/fetch-training-cache"
fi
rm -f "$list"
rm -rf "$sample" "$collection_root"
if [ ! -s "$base" ] || { [ ! -s "$top" ] && [ -z "${CATALOG_STUDIO_STATIC_ARCHIVE_ONLY:-}" ]; }; then
  rm -f "$base" "$top"
  echo "stage.sh: warning: this JVM dumped no class-data-sharing archive; the launcher runs without one" >&2
fi
# The studio's own archive (stage-studio.sh): trained headless with Monocle when the build passes its jar.
if [ -n "${CATALOG_STUDIO_MONOCLE_JAR:-}" ]; then
  sh "$here/stage-studio.sh" "$target" "$first_sample" "$CATALOG_STUDIO_MONOCLE_JAR"
fi
# The staged launcher must run the jar with its archive and print nothing but the tool's own output.
version=$("$target/catalog-studio" --version 2>&1) || { echo "stage.sh: the launcher failed: $version" >&2; exit 1; }
case "$version" in
  "catalog-studio "*) ;;
  *) echo "stage.sh: the launcher printed more than the version: $version" >&2; exit 1 ;;
esac

#!/bin/sh
# Run by the app module's package phase (exec-maven-plugin): puts the launcher beside the jar and dumps the two
# class-data-sharing archives the launcher's command line uses, from a check of the bundled samples (the catalog at the
# root of a training folder, each further sample in a folder of its own inside it, so every format's classes are
# loaded: the sample marketplace's plugins too):
#   catalog-studio-base.jsa  a static archive of the classes that check loaded, the JDK's and the jar's. Unlike a
#                            dynamic one it can hold picocli, whose classes are Java 5 class files;
#   catalog-studio.jsa       a dynamic archive on top of it: the lambda and method-handle classes made at run time.
#   stage.sh TARGET_DIR SAMPLE_DIR [MORE_SAMPLE_DIR...]
# An archive is tied to the JVM build that dumps it; the launcher ignores it on any other JVM. A JVM that cannot
# dump them leaves none (the launcher then starts without): a warning, never a failed build.
set -eu
target=$1
shift
sample=$target/cds-training
rm -rf "$sample"
mkdir -p "$sample"
cp -R "$1"/. "$sample"/
shift
for more in "$@"; do
  cp -R "$more" "$sample/$(basename "$more")"
done
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
# last two, whose writers (Jackson's ObjectMapper) cost a cold JVM most of a tenth of a second to load.
run_check() {
  format=$1
  shift
  status=0
  "$java" "$@" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xlog:cds=off -Xlog:cds+dynamic=off \
    -jar "$jar" check "$sample" --format "$format" >/dev/null 2>&1 || status=$?
  if [ "$status" -gt 1 ]; then
    echo "stage.sh: 'catalog-studio check $sample' exited $status while dumping the archives" >&2
    exit 1
  fi
}
# The static archive holds the classes of all three output formats: one class list per run, joined.
for format in text json sarif; do
  run_check "$format" -XX:DumpLoadedClassList="$list.$format"
done
awk '!seen[$0]++' "$list.text" "$list.json" "$list.sarif" > "$list"   # each class once
rm -f "$list.text" "$list.json" "$list.sarif"
# The static dump runs with the default collector, the one whose archived heap objects JDK 17 can map.
"$java" -Xshare:dump -XX:SharedClassListFile="$list" -XX:SharedArchiveFile="$base" -Xlog:cds=off \
  -cp "$jar" >/dev/null 2>&1 || rm -f "$base"
if [ -s "$base" ]; then
  run_check text -XX:SharedArchiveFile="$base" -XX:ArchiveClassesAtExit="$top"
fi
rm -f "$list"
rm -rf "$sample"
if [ ! -s "$base" ] || [ ! -s "$top" ]; then
  rm -f "$base" "$top"
  echo "stage.sh: warning: this JVM dumped no class-data-sharing archive; the launcher runs without one" >&2
fi
# The staged launcher must run the jar with its archive and print nothing but the tool's own output.
version=$("$target/catalog-studio" --version 2>&1) || { echo "stage.sh: the launcher failed: $version" >&2; exit 1; }
case "$version" in
  "catalog-studio "*) ;;
  *) echo "stage.sh: the launcher printed more than the version: $version" >&2; exit 1 ;;
esac

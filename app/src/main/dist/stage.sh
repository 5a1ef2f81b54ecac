#!/bin/sh
# Run by the app module's package phase (exec-maven-plugin): puts the launcher beside the jar and dumps the
# class-data-sharing archive the launcher's command line uses, from a check of the bundled sample catalog.
#   stage.sh TARGET_DIR SAMPLE_DIR
# An archive is tied to the JVM build that dumps it; the launcher ignores it on any other JVM. A JVM that cannot
# dump one leaves none (the launcher then starts without it): a warning, never a failed build.
set -eu
target=$1
sample=$2
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd -P)
cp "$here/catalog-studio" "$target/catalog-studio"
chmod 755 "$target/catalog-studio"
rm -f "$target/catalog-studio.jsa"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
status=0
"$java" -XX:ArchiveClassesAtExit="$target/catalog-studio.jsa" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
  -Xlog:cds=off -Xlog:cds+dynamic=off -jar "$target/catalog-studio.jar" check "$sample" >/dev/null 2>&1 || status=$?
# check exits 0 (clean) or 1 (findings); anything else is a broken jar.
if [ "$status" -gt 1 ]; then
  echo "stage.sh: 'catalog-studio check $sample' exited $status while dumping the archive" >&2
  exit 1
fi
if [ ! -s "$target/catalog-studio.jsa" ]; then
  echo "stage.sh: warning: this JVM dumped no class-data-sharing archive; the launcher runs without one" >&2
fi
# The staged launcher must run the jar with its archive and print nothing but the tool's own output.
version=$("$target/catalog-studio" --version 2>&1) || { echo "stage.sh: the launcher failed: $version" >&2; exit 1; }
case "$version" in
  "catalog-studio "*) ;;
  *) echo "stage.sh: the launcher printed more than the version: $version" >&2; exit 1 ;;
esac

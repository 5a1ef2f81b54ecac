#!/bin/sh
# Run by stage.sh: dumps catalog-studio-ui.jsa, the class-data-sharing archive the launcher gives the studio (no
# subcommand), from one start of the studio on the bundled sample, headless, until its workspace is shown.
#   stage-studio.sh TARGET_DIR SAMPLE_DIR MONOCLE_JAR
# The training run needs no display: it uses Monocle's headless glass (MONOCLE_JAR, a test dependency, is only on
# this run's class path, never in the archive's); the classes of the desktop's own glass and pipeline (GTK, ES2)
# then load from the jars as before. A static archive from a class list, without the lambda forms: JDK 17 crashes
# dumping those (SystemDictionaryShared::adjust_lambda_proxy_class_dictionary). Anything that fails leaves no
# archive and a warning: the studio then starts without one, exactly as before.
set -eu
target=$1
sample=$2
monocle=$3
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jar=$target/catalog-studio.jar
archive=$target/catalog-studio-ui.jsa
list=$target/catalog-studio-ui.classlist
home=$target/cds-studio-home
work=$target/cds-studio-sample
rm -rf "$archive" "$list" "$home" "$work"
warn() {
  echo "stage-studio.sh: warning: $1; the studio starts without a class-data-sharing archive" >&2
  rm -rf "$archive" "$list" "$home" "$work"
  exit 0
}
[ -r "$monocle" ] || warn "no Monocle jar at $monocle"
mkdir -p "$work"
cp -R "$sample"/. "$work"/
# StartupTrace exits once the workspace is shown; a run that does not get there within two minutes is stopped.
status=0
timeout 120 "$java" -Xss4m -Dfile.encoding=UTF-8 -XX:DumpLoadedClassList="$list.all" \
  -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dtestfx.headless=true \
  -Dcatalogstudio.home="$home" -Dcatalogstudio.startup=loaded \
  -cp "$jar:$monocle" dev.catalogstudio.app.Start "$work" >"$target/cds-studio.out" 2>&1 || status=$?
grep -q '^startup loaded ' "$target/cds-studio.out" || warn "the training start did not show the sample (exit $status)"
grep -v '^@lambda' "$list.all" > "$list"
rm -f "$list.all" "$target/cds-studio.out"
"$java" -Xshare:dump -XX:SharedClassListFile="$list" -XX:SharedArchiveFile="$archive" -Xlog:cds=off \
  -cp "$jar" >/dev/null 2>&1 || warn "this JVM could not dump the studio's archive"
rm -rf "$list" "$home" "$work"
[ -s "$archive" ] || warn "the studio's archive is empty"

#!/bin/sh
# Start-up as a user sees it (issue 41): process start to a visible, painted window, the studio paired with a bare
# JavaFX window (bench/startup/BareWindow.java, one Label in a 1280 x 800 Stage), alternating, fresh homes.
#   bench/startup-visible.sh [RUNS] [FOLDER]
# RUNS defaults to 10; FOLDER to a fresh copy of the bundled sample catalog. Needs a built app (./mvnw -q -o package
# -DskipTests -pl app: the full package, which also dumps the launcher's archives), python3 and an X server: DISPLAY,
# else a private `Xvfb :98` started (and stopped) here. Commands, each run RUNS times, rotated per round:
#   bare            java -cp BareWindow:JavaFX's three jars BareWindow         (the JVM's defaults)
#   java-jar        java -jar app/target/catalog-studio.jar FOLDER             (the README's command: it hands the
#                   studio to a child JVM with the launcher's flags and archive, Start/HandOff)
#   java-jar-in-process  the same with -Dcatalogstudio.handOff=false          (the studio in the jar's own JVM)
#   bare-launcher   bare with the flags the launcher gives the studio (-Xss4m -XX:TieredStopAtLevel=1 -Xshare:auto
#                   -Dfile.encoding=UTF-8)
#   launcher        app/target/catalog-studio FOLDER                           (the launcher: + its CDS archive)
# BEFORE=OTHER/app/target adds that build's java-jar and launcher (e.g. an exported earlier commit, built the same way),
# in the same rotation. --threads in VISIBLE_OPTS prints each start's threads' CPU time at the painted moment.
# Prints each run and a table: medians of "mapped" (window viewable) and "painted" (its pixels no longer one colour),
# and each command's painted ratio to bare (the launchers' to bare-launcher), paired per round, median and range;
# then the launchers' ratios to the plain bare window too (the yardstick a user knows).
# See bench/startup/visible.py.
set -eu
runs=${1:-10}
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd -P)
target=$root/app/target
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
javac=${JAVA_HOME:+$JAVA_HOME/bin/}javac
[ -r "$target/catalog-studio.jar" ] || { echo "startup-visible.sh: build first: ./mvnw -q -o package -DskipTests -pl app" >&2; exit 2; }
work=$(mktemp -d /tmp/startup-visible.XXXXXX)
xvfb=
cleanup() {
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT INT TERM
if [ -n "${2:-}" ]; then
  folder=$(CDPATH= cd -- "$2" && pwd -P)
else
  cp -R "$root/resources/samples/catalog" "$work/sample"
  folder=$work/sample
fi
fx=
for m in base graphics controls; do
  fx=$fx${fx:+:}$(ls "$target"/lib/javafx-$m-*-linux.jar | head -1)
done
mkdir -p "$work/bare"
"$javac" -d "$work/bare" -cp "$fx" "$root/bench/startup/BareWindow.java"
if [ -z "${DISPLAY:-}" ]; then
  Xvfb :98 -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  DISPLAY=:98
  sleep 1
fi
export DISPLAY
echo "startup-visible.sh: $runs rounds on $DISPLAY, folder $folder, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
set -- "bare=$java -cp $work/bare:$fx BareWindow" \
  "java-jar=$java -jar $target/catalog-studio.jar $folder" \
  "java-jar-in-process=$java -Dcatalogstudio.handOff=false -jar $target/catalog-studio.jar $folder" \
  "bare-launcher=$java -Xss4m -XX:TieredStopAtLevel=1 -Xshare:auto -Dfile.encoding=UTF-8 -cp $work/bare:$fx BareWindow" \
  "launcher=$target/catalog-studio $folder"
if [ -n "${BEFORE:-}" ]; then
  set -- "$@" "java-jar-before=$java -jar $BEFORE/catalog-studio.jar $folder" "launcher-before=$BEFORE/catalog-studio $folder"
fi
# shellcheck disable=SC2086 # VISIBLE_OPTS are words on purpose
python3 "$root/bench/startup/visible.py" --runs "$runs" --display "$DISPLAY" --pair launcher:bare-launcher \
  --pair launcher-before:bare-launcher ${VISIBLE_OPTS-} "$@"
echo "startup-visible.sh: done, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2

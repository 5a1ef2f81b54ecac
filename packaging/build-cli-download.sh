#!/usr/bin/env bash
# Builds the headless download: the command line without the studio, on a runtime of its own, for CI machines,
# containers and editors (the language server). Run through `packaging/build-installer.sh cli`.
# Needs a JDK 17+ with jlink, jdeps and its jmods; tar; zip for the .zip (skipped, with a warning, without it).
# CATALOG_STUDIO_SKIP_BUILD=1 packages the jar already in cli/target instead of running Maven first.
# CATALOG_STUDIO_CLI_FOLDER_ONLY=1 makes the folder only: no .tar.gz or .zip, no archives dumped (the Dockerfile's
# build stage, whose image dumps them where the folder ends up).
#
# What it makes (in cli/target/installer):
#   catalog-studio-cli/bin/catalog-studio    the launcher script (cli/src/main/dist/catalog-studio): it runs
#                                            lib/runtime with the JVM options of each command and the archives
#   catalog-studio-cli/lib/runtime/          a runtime of only the JDK modules the cli jar and its libraries use
#                                            (jdeps), no JavaFX, stripped, compressed, without the X11, sound and
#                                            splash-screen native libraries a headless JVM never loads
#   catalog-studio-cli/lib/app/              catalog-studio.jar and lib/*.jar (the cli module's, as Maven staged them)
#   catalog-studio-cli/lib/app/cds/          what dumps the class-data-sharing archives with this runtime
#                                            (packaging/dump-archives.sh, stage.sh, the samples)
#   catalog-studio-cli-VERSION-linux-x64.tar.gz and .zip of that folder, without archives.
# The archives (catalog-studio-base.jsa, catalog-studio.jsa in lib/app) are dumped into the folder here, by its own
# runtime, as for the portable app image: a JDK 17 archive records the path of the jar it was dumped with and is
# refused anywhere else (the launcher then starts without it, silently). So the .tar.gz and the .zip do not carry
# them (22 MB that would only be refused once unpacked elsewhere): unpacked, `lib/app/cds/dump-archives.sh` dumps
# them where the download now lies (docs/INSTALLING-HEADLESS.md), as the Dockerfile does at its build.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${CATALOG_STUDIO_SKIP_BUILD:-}" ] || ./mvnw -q -DskipTests -pl cli -am package
jdk_bin=$(dirname "$(readlink -f "$(command -v jlink)")")   # the JDK's own bin, beside its jmods
out=cli/target/installer
image=$out/catalog-studio-cli
runtime=$image/lib/runtime
app=$image/lib/app
rm -rf "$image" "$out"/catalog-studio-cli-*.tar.gz "$out"/catalog-studio-cli-*.zip
mkdir -p "$app" "$image/bin"
cp cli/target/catalog-studio.jar "$app/"
cp -R cli/target/lib "$app/lib"
# ELK's jars carry the pictures of its documentation (images/: each layout algorithm and option as the Eclipse UI's help
# shows them; 2.0 MB, 1.8 of them in org.eclipse.elk.core's 2.1 MB jar). The layout never opens them: the algorithms'
# metadata keeps only their path, for that UI. They go from the download's copies (the jars' signatures cover each
# entry that is left, which still verifies). Needs zip; without it they stay, with a warning.
if command -v zip >/dev/null 2>&1; then
  for jar in "$app"/lib/org.eclipse.elk.*.jar; do   # zip exits 12 for a jar with no images/
    status=0
    zip -q -d "$jar" 'images/*' >/dev/null 2>&1 || status=$?
    [ "$status" -eq 0 ] || [ "$status" -eq 12 ] || { echo "build-cli-download.sh: zip -d $jar exited $status" >&2; exit 1; }
  done
else
  echo "build-cli-download.sh: no zip: ELK's documentation pictures (2 MB) stay in its jars" >&2
fi
version=$(cd "$app" && "$jdk_bin/jar" xf catalog-studio.jar META-INF/MANIFEST.MF && \
  sed -n 's/^Implementation-Version: *//p' META-INF/MANIFEST.MF | tr -d '\r'; rm -rf META-INF)

# 1. The runtime: the modules jdeps names for the jar and its libraries (java.desktop among them: the graph's
#    drawing measures its labels with java.awt.Font and lays out with java.awt.geom for SVG too, and paints PNG with
#    Java2D), and one no class names statically: jdk.crypto.ec, the elliptic-curve ciphers most HTTPS servers want
#    (fetch of a remote origin). No jdk.localedata (the tool speaks English), no jdk.charsets (the launcher reads file
#    names as UTF-8), no jdk.zipfs (the command line opens no zip).
modules=$("$jdk_bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 17 \
  --class-path "$app/lib/*" "$app/catalog-studio.jar"),jdk.crypto.ec
case ",$modules," in *,javafx.*) echo "build-cli-download.sh: jdeps names JavaFX: $modules" >&2; exit 1 ;; esac
# java.desktop without the class files of the packages a headless JVM never loads (packaging/cli-desktop-pruned.txt:
# Swing, sound, printing, the X11 toolkit...). jlink keeps a module whole by package, since it checks the packages left
# against the module's descriptor, but can leave out files: every package under a listed prefix keeps its smallest
# file (a class nothing loads) and loses the rest. The packages are read from this JDK's jmod, so another JDK's set of
# packages is pruned as it is.
exclude=
case ",$modules," in
  *,java.desktop,*)
    extracted=$(mktemp -d)
    trap 'rm -rf "$extracted"' EXIT
    "$jdk_bin/jmod" extract --dir "$extracted" "$(dirname "$jdk_bin")/jmods/java.desktop.jmod"
    prefixes=$(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' packaging/cli-desktop-pruned.txt)
    pruned_packages=0
    while IFS= read -r package; do
      listed=
      for prefix in $prefixes; do
        case "$package" in "$prefix"|"$prefix"/*) listed=yes ;; esac
      done
      [ -n "$listed" ] || continue
      smallest=$(find "$extracted/classes/$package" -maxdepth 1 -type f -printf '%s %f\n' \
        | awk 'NR == 1 || $1 < size { size = $1; name = $0 } END { sub(/^[0-9]+ /, "", name); print name }')
      [ -n "$smallest" ] || continue
      # every file of the package but that one, as a regular expression ('.' and '$' literal)
      exclude="$exclude,regex:/java\\.desktop/$(printf '%s' "$package" | sed 's/[.$]/\\&/g')/(?!$(printf '%s' \
        "$smallest" | sed 's/[.$]/\\&/g')\$)[^/]*"
      pruned_packages=$((pruned_packages + 1))
    done < <(cd "$extracted/classes" && find . -mindepth 1 -type d | sed 's|^\./||' | sort)
    rm -rf "$extracted"
    [ "$pruned_packages" -gt 0 ] || { echo "build-cli-download.sh: no package of java.desktop to prune" >&2; exit 1; }
    echo "java.desktop: the class files of $pruned_packages packages left out but one each (packaging/cli-desktop-pruned.txt)"
    ;;
esac
"$jdk_bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --compress=2 --exclude-files='**/libawt_xawt.so,**/libsplashscreen.so,**/libjsound.so,**/libjawt.so' \
  ${exclude:+"--exclude-resources=${exclude#,}"} --output "$runtime"
# jlink's --strip-debug removes debug sections; a JDK whose libraries kept their symbol tables (Debian's: libjvm.so
# is 24 MB, 20 MB without) loses those too. Nothing reads them but a debugger.
if command -v strip >/dev/null 2>&1; then
  find "$runtime" -name '*.so' -exec strip --strip-unneeded {} +
fi
echo "runtime modules: $modules"

# 2. The launcher, and the kit that dumps the archives (the app image's, packaging/dump-archives.sh).
cp cli/src/main/dist/catalog-studio "$image/bin/catalog-studio"
chmod 755 "$image/bin/catalog-studio"
kit=$app/cds
mkdir -p "$kit/samples"
cp cli/src/main/dist/stage.sh cli/src/main/dist/catalog-studio packaging/dump-archives.sh "$kit/"
cp -R resources/samples/catalog resources/samples/marketplace "$kit/samples/"
[ -f LICENSE ] && cp LICENSE "$image/"

# 3. The archives, then the .tar.gz and .zip without them (see above).
archive_name=catalog-studio-cli-${version:-0.1.0}-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)
if [ -z "${CATALOG_STUDIO_CLI_FOLDER_ONLY:-}" ]; then
  tar -C "$out" -czf "$out/$archive_name.tar.gz" catalog-studio-cli
  if command -v zip >/dev/null 2>&1; then
    (cd "$out" && zip -qr -y "$archive_name.zip" catalog-studio-cli)
  else
    echo "build-cli-download.sh: no zip: only the .tar.gz is made" >&2
  fi
fi
unpacked=$(du -sk "$image" | cut -f1)
[ -n "${CATALOG_STUDIO_CLI_FOLDER_ONLY:-}" ] || sh "$kit/dump-archives.sh"
version_line=$("$image/bin/catalog-studio" --version 2>&1) || { echo "the download's command failed: $version_line" >&2; exit 1; }
echo "download command: $version_line"
if [ -n "${CATALOG_STUDIO_CLI_FOLDER_ONLY:-}" ]; then
  echo "catalog-studio-cli: $((unpacked / 1024)) MB unpacked (no archives dumped: CATALOG_STUDIO_CLI_FOLDER_ONLY)"
else
  echo "catalog-studio-cli: $((unpacked / 1024)) MB unpacked, $(du -sm "$image" | cut -f1) MB with its archives dumped" \
    "(archives $(du -ch "$app"/*.jsa 2>/dev/null | tail -n 1 | cut -f1))"
fi
echo "  runtime $(du -sh "$runtime" | cut -f1), lib $(du -sh "$app/lib" | cut -f1)," \
  "jar $(du -sh "$app/catalog-studio.jar" | cut -f1), dump kit $(du -sh "$kit" | cut -f1)"
for file in "$out/$archive_name.tar.gz" "$out/$archive_name.zip"; do
  [ ! -f "$file" ] || echo "built: $file ($(du -sh "$file" | cut -f1))"
done

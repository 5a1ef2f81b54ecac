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
#                                            splash-screen native libraries a headless JVM never loads, and with
#                                            java.desktop's and java.xml's unused packages pruned
#                                            (packaging/cli-runtime-pruned.txt)
#   catalog-studio-cli/lib/app/              catalog-studio.jar and lib/*.jar (the cli module's, as Maven staged them)
#   catalog-studio-cli/lib/app/cds/          what dumps the class-data-sharing archives with this runtime
#                                            (packaging/dump-archives.sh, stage.sh, the samples)
#   catalog-studio-cli-VERSION-linux-x64.tar.gz and .zip of that folder, without archives.
# The archive (catalog-studio-base.jsa in lib/app, a static one only: lib/app/cds/static-archive-only) is dumped into
# the folder here, by its own runtime, as for the portable app image: a JDK 17 archive records the path of the jar it
# was dumped with and is refused anywhere else (the launcher then starts without it, silently). So the .tar.gz and the
# .zip do not carry it (20 MB that would only be refused once unpacked elsewhere): unpacked,
# `lib/app/cds/dump-archives.sh` dumps it where the download now lies (docs/INSTALLING-HEADLESS.md), as the Dockerfile does at its build.
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
#    names as UTF-8), no jdk.zipfs (the command line opens no zip). Not java.compiler, which jdeps names for Error
#    Prone's IncompatibleModifiers and RequiredModifiers only: their deprecated value() returns
#    javax.lang.model.element.Modifier, and both have CLASS retention, so no annotation of theirs exists at run time.
#    (java.management stays: JGit's WindowCache calls Monitoring.registerMBean on every pack file it opens, and that
#    method catches javax.management exceptions, which the verifier loads; java.security.jgss with java.naming stays
#    for JGit's HTTP Negotiate, Kerberos, authentication; java.sql for Jackson's and Gson's java.sql.Date support.)
modules=$("$jdk_bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 17 \
  --class-path "$app/lib/*" "$app/catalog-studio.jar" | tr ',' '\n' | grep -vx 'java.compiler' | paste -sd, -),jdk.crypto.ec
case ",$modules," in *,javafx.*) echo "build-cli-download.sh: jdeps names JavaFX: $modules" >&2; exit 1 ;; esac
# The runtime's modules without the class files of the packages the command line never loads
# (packaging/cli-runtime-pruned.txt: java.desktop's Swing, sound, printing, X11 toolkit...; java.xml's XSLT and XPath).
# jlink keeps a module whole by package, since it checks the packages left against the module's descriptor, but can
# leave out files: every package under a listed prefix keeps its smallest file (a class nothing loads) and loses the
# rest. The packages are read from this JDK's jmods, so another JDK's set of packages is pruned as it is.
# The JDK's translations of its own messages (XML parser errors, security and launcher messages...) into the languages
# it ships go too: the command line speaks English (no jdk.localedata either), and a resource bundle missing for the
# user's language falls back to the English one.
translated='_(de|es|fr|it|ja|ko|pt_BR|sv|zh_CN|zh_TW|zh_HK)\.(class|properties)'
exclude="regex:/[^/]+/.*$translated"
pruned_packages=0
extracted=$(mktemp -d)
trap 'rm -rf "$extracted"' EXIT
for module in $(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's|/.*||' packaging/cli-runtime-pruned.txt | sort -u); do
  # (java.xml is in the runtime without jdeps naming it: java.desktop and java.sql require it)
  "$jdk_bin/jmod" extract --dir "$extracted/$module" "$(dirname "$jdk_bin")/jmods/$module.jmod"
  prefixes=$(sed -e 's/#.*//' -e 's/[[:space:]]//g' -n -e "s|^$module/||p" packaging/cli-runtime-pruned.txt)
  while IFS= read -r package; do
    listed=
    for prefix in $prefixes; do
      case "$package" in "$prefix"|"$prefix"/*) listed=yes ;; esac
    done
    [ -n "$listed" ] || continue
    smallest=$(find "$extracted/$module/classes/$package" -maxdepth 1 -type f -printf '%s %f\n' \
      | awk -v translated="$translated\$" '$0 !~ translated && (n++ == 0 || $1 < size) { size = $1; name = $0 }
          END { sub(/^[0-9]+ /, "", name); print name }')
    [ -n "$smallest" ] || continue
    # every file of the package but that one, as a regular expression ('.' and '$' literal)
    exclude="$exclude,regex:/$(printf '%s/%s' "$module" "$package" | sed 's/[.$]/\\&/g')/(?!$(printf '%s' \
      "$smallest" | sed 's/[.$]/\\&/g')\$)[^/]*"
    pruned_packages=$((pruned_packages + 1))
  done < <(cd "$extracted/$module/classes" && find . -mindepth 1 -type d | sed 's|^\./||' | sort)
done
rm -rf "$extracted"
echo "runtime: the class files of $pruned_packages packages left out, but one each (packaging/cli-runtime-pruned.txt)"
# Files jlink copies that nothing here opens: the X11 toolkit, splash screen, sound and AWT-native-interface libraries
# (a headless JVM loads libawt_headless.so instead); the JPEG codec (ImageIO's JPEG reader and writer only) and
# medialib (AffineTransformOp, ConvolveOp and LookupOp only: the graph draws shapes and text, never an image through
# an image operation); with LD_DEBUG=files, graph --format png opens libawt, libawt_headless and libfontmanager of
# java.desktop's. Also the JDK's default class list (read by -Xshare:dump without -XX:SharedClassListFile; stage.sh
# passes its own) and jrt-fs.jar (for another JDK to read this runtime's modules).
"$jdk_bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 \
  --exclude-files='**/libawt_xawt.so,**/libsplashscreen.so,**/libjsound.so,**/libjawt.so,**/libjavajpeg.so,**/libmlib_image.so,/java.base/lib/classlist,/java.base/lib/jrt-fs.jar' \
  "--exclude-resources=$exclude" --output "$runtime"
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
# The download dumps the static archive only: a check maps 5 classes of the dynamic one (4 method-handle holders the
# static archive has too, and one lambda), and takes 0-3 % more CPU without its 1.9 MB (docs/PERFORMANCE.md).
echo 'dump-archives.sh dumps catalog-studio-base.jsa only (stage.sh, CATALOG_STUDIO_STATIC_ARCHIVE_ONLY)' \
  > "$kit/static-archive-only"
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

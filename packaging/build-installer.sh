#!/usr/bin/env bash
# Builds a Catalog Studio installer (or a portable app image) with jpackage.
#   packaging/build-installer.sh [app-image|deb|rpm|dmg|pkg|msi|exe]   (default: app-image)
#   packaging/build-installer.sh cli      the headless download instead: packaging/build-cli-download.sh
# Needs a JDK 17+ with jpackage, jlink and its jmods, and zip and unzip; deb needs dpkg-deb and fakeroot, rpm needs
# rpmbuild.
# CATALOG_STUDIO_SKIP_BUILD=1 packages the jar already in app/target instead of running Maven first (MAVEN_ARGS, e.g.
# -o, is passed to Maven by the wrapper).
#
# What it makes (in app/target/installer):
#   1. a runtime with only the JDK modules the app needs (jdeps), stripped and compressed (jlink);
#   2. the app image on it (jpackage), whose bin/catalog-studio is, on Linux and macOS, the launcher script
#      (cli/src/main/dist/catalog-studio) instead of jpackage's native launcher, so the installed command gets the
#      launcher's JVM options per use and its class-data-sharing archives, dumped here by the image's own runtime
#      (stage.sh: an archive only works with the JVM build that dumped it);
#   3. for deb and rpm, the package of that image: /usr/bin/catalog-studio linked to it, and a desktop entry with the
#      icon, opening SKILL.md, AGENTS.md and *.3md files, and the archives dumped, all at install time
#      (packaging/linux: the MIME types, install-hooks.sh, and the .deb's scripts and the .rpm's spec that run it).
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-app-image}"
[ "$type" != cli ] || exec packaging/build-cli-download.sh
[ -n "${CATALOG_STUDIO_SKIP_BUILD:-}" ] || ./mvnw -q -DskipTests package
jdk_bin=$(dirname "$(command -v jpackage)")
stage=app/target/jpackage-input
runtime=app/target/jpackage-runtime
out=app/target/installer
# A new image, and a new package of this type; packages of other types already built stay (CI tests a .deb and an .rpm).
rm -rf "$stage" "$runtime" "$out/catalog-studio" "$out/catalog-studio.app"
rm -f "$out"/*."$type"
mkdir -p "$stage" "$out"
cp app/target/catalog-studio.jar "$stage/"
cp -r app/target/lib "$stage/lib"
version=$(unzip -p app/target/catalog-studio.jar META-INF/MANIFEST.MF | sed -n 's/^Implementation-Version: *//p' \
  | tr -d '\r' | sed 's/-SNAPSHOT//')

# 1. The runtime. jdeps names the modules the jar and its libraries use; the rest are ones no class names statically:
#   jdk.localedata  dates, numbers and sorting in the user's language, for the locales JavaFX has translations for;
#   jdk.charsets    the character sets beyond java.base's (a file or a locale in Shift_JIS, GBK, EUC-KR...);
#   jdk.crypto.ec   the elliptic-curve ciphers most HTTPS servers want (fetch, remote images in the preview);
#   jdk.zipfs       the zip file system the studio's sample catalog is copied out of the jar with.
modules=$("$jdk_bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 17 \
  --class-path "$stage/lib/*" "$stage/catalog-studio.jar")
# and one jdeps names that the app does without: jdk.jfr, which JavaFX requires only `static` (its pulse events).
modules=$(echo "$modules" | tr ',' '\n' | grep -v '^jdk.jfr$' | paste -sd, -),jdk.localedata,jdk.charsets,jdk.crypto.ec,jdk.zipfs
locales=en,de,es,fr,it,ja,ko,pt,sv,zh
"$jdk_bin/jlink" --add-modules "$modules" --include-locales="$locales" --strip-debug --no-header-files \
  --no-man-pages --compress=2 --output "$runtime"
echo "runtime modules: $modules (locales $locales)"

# 2. The app image.
icon=packaging/catalog-studio.png
jpackage @jpackage.cfg --type app-image --runtime-image "$runtime" --app-version "${version:-0.1.0}" --icon "$icon"
image=$out/catalog-studio   # jpackage.cfg's --dest
case "$(uname -s)" in
  Darwin) image=$out/catalog-studio.app/Contents; app_dir=$image/app; runtime_home=$image/runtime/Contents/Home ;;
  *) app_dir=$image/lib/app; runtime_home=$image/lib/runtime ;;
esac
if [ "$(uname -s)" = Linux ]; then
  # JavaFX's native libraries unpacked beside its jars, and taken out of them. Left in the jars, JavaFX copies them
  # into each user's ~/.openjfx/cache on first use and, on every start after, inflates and hashes them against that
  # copy before loading them. Beside the jars, it loads them from there at once.
  for jar in "$app_dir"/lib/javafx-*.jar; do
    if unzip -Z1 "$jar" | grep '\.so$' >/dev/null; then   # not -q: with pipefail, unzip must finish
      unzip -q -o "$jar" '*.so' -d "$app_dir/lib"
      zip -q -d "$jar" '*.so'
    fi
  done
  # The launcher script replaces the native launcher: it picks the JVM options per command (and the desktop entry,
  # which runs it with no command or with a file, gets the studio's).
  cp cli/src/main/dist/catalog-studio "$image/bin/catalog-studio"
  chmod 755 "$image/bin/catalog-studio"
  # The desktop entry's command (a file opens its repository's folder) and the file types it opens.
  cp packaging/catalog-studio-open "$image/bin/"
  chmod 755 "$image/bin/catalog-studio-open"
  cp packaging/linux/catalog-studio-mime.xml "$image/lib/"
  cp packaging/linux/install-hooks.sh "$image/lib/"   # what the .deb's and the .rpm's scripts run
  chmod 755 "$image/lib/install-hooks.sh"
  # What dumps the archives with the image's own runtime: in the .deb and the .rpm, at install time, which keeps the
  # packages 66 MB smaller; in a portable app image, now. The studio's is trained with Monocle, when its jar is in the
  # local Maven repository (a test dependency of the build, shipped only for this).
  kit=$app_dir/cds
  mkdir -p "$kit/samples"
  cp cli/src/main/dist/stage.sh cli/src/main/dist/stage-studio.sh cli/src/main/dist/catalog-studio \
    packaging/dump-archives.sh "$kit/"
  cp -R resources/samples/catalog resources/samples/marketplace "$kit/samples/"
  monocle=$(ls "${HOME}"/.m2/repository/org/testfx/openjfx-monocle/*/openjfx-monocle-*.jar 2>/dev/null | tail -n 1 || true)
  [ -z "$monocle" ] || cp "$monocle" "$kit/openjfx-monocle.jar"
  case "$type" in
    deb|rpm) ;;   # their install scripts dump them (packaging/linux/install-hooks.sh)
    *) sh "$kit/dump-archives.sh" ;;
  esac
  version_line=$("$image/bin/catalog-studio" --version 2>&1) || { echo "the image's command failed: $version_line" >&2; exit 1; }
  echo "image command: $version_line"
fi
for built in "$out/catalog-studio" "$out/catalog-studio.app"; do
  if [ -d "$built" ]; then echo "app image: $(du -sh "$built" | cut -f1) ($built)"; fi
done
[ "$type" = app-image ] && exit 0

# 3. The installer, from that image.
extra=()
case "$type" in
  deb|rpm) extra+=(--linux-shortcut --linux-menu-group Development --resource-dir packaging/linux) ;;
esac
jpackage --type "$type" --app-image "$image" --name catalog-studio --app-version "${version:-0.1.0}" \
  --vendor "Catalog Studio" --description "Studio and command line for catalogs of AI agent definitions" \
  --icon "$icon" --dest "$out" "${extra[@]}"
echo "built: $(ls -d "$out"/*."$type") ($(du -sh "$out"/*."$type" | cut -f1))"

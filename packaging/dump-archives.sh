#!/bin/sh
# Dumps the installed command's class-data-sharing archives into the app image's lib/app, with the image's own runtime
# (an archive only works with the JVM build that dumped it), trained as the build's are (stage.sh) on the samples in
# this folder; the studio's too, headless, with the Monocle jar here. Run by the packages' postinst (and by
# build-installer.sh for a portable app image); a JVM that cannot dump them leaves none, and the command then starts
# without, as `java -jar` does.
#   lib/app/cds/dump-archives.sh            dump (or re-dump) them
#   lib/app/cds/dump-archives.sh --remove   delete them (the packages' prerm: files dpkg and rpm did not install)
set -eu
kit=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd -P)
app=${kit%/cds}
runtime=${app%/app}/runtime
rm -f "$app/catalog-studio-base.jsa" "$app/catalog-studio.jsa" "$app/catalog-studio-ui.jsa" "$app"/catalog-studio.classlist*
rm -rf "$app/cds-training" "$app/cds-training-collection"   # what an interrupted dump may have left
[ "${1-}" = --remove ] && exit 0
monocle=
[ -r "$kit/openjfx-monocle.jar" ] && monocle=$kit/openjfx-monocle.jar
# The headless download's kit holds static-archive-only (build-cli-download.sh): its static archive alone.
static_only=
[ -e "$kit/static-archive-only" ] && static_only=1
status=0
CATALOG_STUDIO_STATIC_ARCHIVE_ONLY=$static_only JAVA_HOME=$runtime CATALOG_STUDIO_MONOCLE_JAR=$monocle HOME=${HOME:-/tmp} \
  sh "$kit/stage.sh" "$app" "$kit/samples/catalog" "$kit/samples/marketplace" || status=$?
rm -f "$app/catalog-studio"   # stage.sh's copy of the launcher: the image's is bin/catalog-studio
chmod 644 "$app"/*.jsa 2>/dev/null || true
exit $status

#!/usr/bin/env bash
# Builds a Catalog Studio installer (or a portable app image) with jpackage.
#   packaging/build-installer.sh [app-image|deb|rpm|dmg|pkg|msi|exe]   (default: app-image)
# Needs a JDK 17+ with jpackage; deb needs dpkg-deb and fakeroot, rpm needs rpmbuild.
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-app-image}"
./mvnw -q -DskipTests package
stage=app/target/jpackage-input
rm -rf "$stage" app/target/installer
mkdir -p "$stage"
cp app/target/catalog-studio.jar "$stage/"
cp -r app/target/lib "$stage/lib"
version=$(unzip -p app/target/catalog-studio.jar META-INF/MANIFEST.MF | sed -n 's/^Implementation-Version: *//p' \
  | tr -d '\r' | sed 's/-SNAPSHOT//')
extra=()
case "$type" in
  deb|rpm) extra+=(--linux-shortcut --linux-menu-group Development --icon packaging/catalog-studio.png) ;;
  app-image) extra+=(--icon packaging/catalog-studio.png) ;;
esac
jpackage @jpackage.cfg --type "$type" --app-version "${version:-0.1.0}" "${extra[@]}"
echo "built: $(ls -d app/target/installer/*)"

#!/bin/sh
# What the packages do when installed and removed, for the .deb (postinst, prerm) and the .rpm (%post, %preun) alike;
# shipped in the image as lib/install-hooks.sh.
#   install-hooks.sh configure   put the command on the PATH (/usr/bin/catalog-studio), install the desktop entry and
#                                the file types it opens (SKILL.md, AGENTS.md, *.3md), and dump the command's
#                                class-data-sharing archives with the installed runtime (an archive works only with
#                                the JVM that dumped it)
#   install-hooks.sh remove      undo all of it, the archives included (files the package manager did not install,
#                                which would keep /opt/catalog-studio from going)
set -e
opt=/opt/catalog-studio
case "${1-}" in
  configure)
    ln -sfn "$opt/bin/catalog-studio" /usr/bin/catalog-studio
    if command -v xdg-mime >/dev/null 2>&1; then
      xdg-mime install --mode system "$opt/lib/catalog-studio-mime.xml" || true
    fi
    if command -v xdg-desktop-menu >/dev/null 2>&1; then
      xdg-desktop-menu install --mode system "$opt/lib/catalog-studio-catalog-studio.desktop" || true
    fi
    echo "catalog-studio: dumping the class-data-sharing archives (about half a minute)..."
    "$opt/lib/app/cds/dump-archives.sh" >/dev/null 2>&1 \
      || echo "catalog-studio: warning: no archives were dumped; the command starts without them" >&2
    ;;
  remove)
    if [ "$(readlink /usr/bin/catalog-studio 2>/dev/null)" = "$opt/bin/catalog-studio" ]; then
      rm -f /usr/bin/catalog-studio
    fi
    "$opt/lib/app/cds/dump-archives.sh" --remove || true
    if command -v xdg-desktop-menu >/dev/null 2>&1; then
      xdg-desktop-menu uninstall --mode system "$opt/lib/catalog-studio-catalog-studio.desktop" || true
    fi
    if command -v xdg-mime >/dev/null 2>&1; then
      xdg-mime uninstall --mode system "$opt/lib/catalog-studio-mime.xml" || true
    fi
    ;;
  *)
    echo "install-hooks.sh: configure or remove, not '${1-}'" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Builds bubblewrap statically linked, from Debian's own source package of the installed version (with
# Debian's patches), into /usr/local/libexec/mcjudge/bwrap. mcjudge's sandbox starts that one instead of
# /usr/bin/bwrap when it was built from the installed version (bwrap.version beside it): the same code,
# without the dynamic loader's work (libselinux, pcre2, libcap, libc) at each of the sandbox's starts,
# about 3 ms of CPU a sandboxed process on a virtual machine (docs/server.md, "A static bwrap").
#
#   sudo runner-image/build-static-bwrap.sh [--out DIR]
#
# The source comes through apt (deb-src entries for the sources apt already uses, in a private apt state:
# the host's own lists are not touched), so apt checks it against Debian's signed Release files. SELinux
# support is left out (mcjudge uses no --exec-label or --file-label). Run it again after an upgrade of
# bubblewrap: until then mcjudge falls back to the packaged /usr/bin/bwrap. Exits 0 with a warning when
# the source cannot be had (no deb-src access): the packaged bwrap is then used.
set -euo pipefail

out=/usr/local/libexec/mcjudge
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "build-static-bwrap.sh: unknown option $1" >&2; exit 64 ;;
  esac
done
if [ "$(id -u)" -ne 0 ]; then
  echo "build-static-bwrap.sh: run as root (apt-get)" >&2
  exit 1
fi

version="$(dpkg-query -W -f='${Version}' bubblewrap 2>/dev/null || true)"
if [ -z "$version" ]; then
  echo "build-static-bwrap.sh: bubblewrap is not installed (apt-get install bubblewrap)" >&2
  exit 1
fi
if [ -x "$out/bwrap" ] && [ "$(cat "$out/bwrap.version" 2>/dev/null)" = "$version" ]; then
  echo "static bwrap $version already in $out"
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends dpkg-dev libcap-dev gcc libc6-dev >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/sources.list.d" "$work/lists/partial" "$work/cache/archives/partial" "$work/src"
# deb-src twins of apt's own entries: one-line lists and deb822 .sources files.
for list in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
  [ -f "$list" ] && sed -n 's/^deb \(.*\)/deb-src \1/p' "$list"
done > "$work/sources.list"
for sources in /etc/apt/sources.list.d/*.sources; do
  [ -f "$sources" ] && sed 's/^Types:.*/Types: deb-src/' "$sources" > "$work/sources.list.d/$(basename "$sources")"
done
apt_private=(-o "Dir::Etc::SourceList=$work/sources.list" -o "Dir::Etc::SourceParts=$work/sources.list.d"
  -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache")
if ! apt-get "${apt_private[@]}" update -qq >/dev/null 2>"$work/update.err" \
  || ! (cd "$work/src" && apt-get "${apt_private[@]}" source -qq "bubblewrap=$version" >/dev/null 2>"$work/source.err"); then
  echo "build-static-bwrap.sh: warning: could not get the source of bubblewrap $version; mcjudge uses /usr/bin/bwrap" >&2
  cat "$work/update.err" "$work/source.err" 2>/dev/null | tail -5 >&2
  exit 0
fi

tree="$(find "$work/src" -mindepth 1 -maxdepth 1 -type d -name 'bubblewrap-*' | head -1)"
upstream="${version%%-*}"
upstream="${upstream#*:}"
printf '#define PACKAGE_STRING "bubblewrap %s"\n' "$upstream" > "$tree/config.h"
# Debian's hardening flags, as a static position-independent executable (its address space still randomised).
(cd "$tree" && gcc -O2 -static-pie -fstack-protector-strong -fstack-clash-protection -fcf-protection \
  -D_FORTIFY_SOURCE=2 -D_GNU_SOURCE -include config.h -Wl,-z,relro,-z,now -o bwrap \
  bubblewrap.c bind-mount.c network.c utils.c "$(gcc -print-file-name=libcap.a)" 2>"$work/cc.err") || {
  echo "build-static-bwrap.sh: the build failed; mcjudge uses /usr/bin/bwrap" >&2
  tail -20 "$work/cc.err" >&2
  exit 1
}
"$tree/bwrap" --version >/dev/null
mkdir -p "$out"
install -m 0755 "$tree/bwrap" "$out/bwrap.new" && mv "$out/bwrap.new" "$out/bwrap"
printf '%s\n' "$version" > "$out/bwrap.version"
echo "static bwrap $version in $out"

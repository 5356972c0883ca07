#!/usr/bin/env bash
# Installs every McEval toolchain that Debian 12 (bookworm) packages, plus the sandbox, on this host.
# The list is runner-image/packages.txt, shared with the Dockerfile. Offline dependencies come from
# Debian too: Rust's rand/regex/md5 crates (/usr/share/cargo/registry) and Go's testify
# (/usr/share/gocode); nothing is fetched when a task runs.
#
#   sudo runner-image/install-toolchains.sh [--manifest FILE]
#
# Writes a version manifest (default runner-image/out/debian-toolchains.tsv): package and version of
# every installed package of the list. `npx mcjudge languages` then shows what each language runs with.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
manifest="$here/out/debian-toolchains.tsv"
while [ $# -gt 0 ]; do
  case "$1" in
    --manifest) manifest="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "install-toolchains.sh: unknown option $1" >&2; exit 64 ;;
  esac
done

if [ "$(id -u)" -ne 0 ]; then
  echo "install-toolchains.sh: run as root (apt-get install)" >&2
  exit 1
fi
# shellcheck disable=SC1091
. /etc/os-release
if [ "${VERSION_CODENAME:-}" != "bookworm" ]; then
  echo "install-toolchains.sh: written for Debian 12 (bookworm), this is ${PRETTY_NAME:-unknown}; continuing" >&2
fi

# The package names: first word of every line that is not a comment.
mapfile -t packages < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$here/packages.txt" | awk '{print $1}')

export DEBIAN_FRONTEND=noninteractive
# rustc-web and cargo-web come from bookworm-security, enabled on a default install.
if ! apt-get install -y --no-install-recommends "${packages[@]}"; then
  apt-get update
  apt-get install -y --no-install-recommends "${packages[@]}"
fi

mkdir -p "$(dirname "$manifest")"
{
  printf 'package\tversion\n'
  dpkg-query -W -f='${Package}\t${Version}\n' "${packages[@]}" 2>/dev/null | sort
} > "$manifest"
echo "installed ${#packages[@]} packages; versions in $manifest"

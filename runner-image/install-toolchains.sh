#!/usr/bin/env bash
# Installs every McEval toolchain that Debian 12 (bookworm) packages, plus the sandbox, on this host
# (bubblewrap, and a static build of it: build-static-bwrap.sh).
# The list is runner-image/packages.txt, shared with the Dockerfile. Offline dependencies come from
# Debian too: Rust's rand/regex/md5 crates (/usr/share/cargo/registry) and Go's testify
# (/usr/share/gocode); nothing is fetched when a task runs.
#
#   sudo runner-image/install-toolchains.sh [--manifest FILE]
#
# Where the .NET SDK is on PATH (`dotnet`), it also installs PowerShell as a .NET global tool
# (`dotnet tool install PowerShell`, from NuGet) into /opt/mcjudge/powershell; C#, F# and VB then run
# on that SDK (their net8.0 reference pack is restored from NuGet once, on first use). Debian 12 has no
# .NET SDK: get it from Microsoft's Debian repository first, then run this script again:
#   curl -fsSLO https://packages.microsoft.com/config/debian/12/packages-microsoft-prod.deb
#   dpkg -i packages-microsoft-prod.deb && apt-get update && apt-get install -y dotnet-sdk-8.0
# Without it C# runs on Debian's mono and F#, VB and PowerShell are unavailable.
#
# Writes a version manifest (default runner-image/out/debian-toolchains.tsv): package and version of
# every installed package of the list. `npx mcjudge languages` then shows what each language runs with.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
manifest="$here/out/debian-toolchains.tsv"
while [ $# -gt 0 ]; do
  case "$1" in
    --manifest) manifest="$2"; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
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
# On a slim Debian (Docker's *-slim images) /usr/share/man is gone, and the JDK's post-install fails
# without man1.
mkdir -p /usr/share/man/man1
# rustc-web and cargo-web come from bookworm-security, enabled on a default install.
if ! apt-get install -y --no-install-recommends "${packages[@]}"; then
  apt-get update
  apt-get install -y --no-install-recommends "${packages[@]}"
fi

# bubblewrap again, statically linked from Debian's source of the installed version: the sandbox starts
# it instead of /usr/bin/bwrap, saving the dynamic loader's work at every sandboxed process.
bash "$here/build-static-bwrap.sh"

# PowerShell: the .NET global tool, pinned (the paper's 7.4.0 targets .NET 8; 7.7.0 did not install with SDK 10).
pwsh_version=7.6.10
pwsh_dir=/opt/mcjudge/powershell
dotnet_tools=()
if command -v dotnet >/dev/null && [ -n "$(dotnet --list-sdks 2>/dev/null)" ]; then
  export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1
  if [ "$("$pwsh_dir/pwsh" --version 2>/dev/null)" != "PowerShell $pwsh_version" ]; then
    rm -rf "$pwsh_dir"
    dotnet tool install --tool-path "$pwsh_dir" PowerShell --version "$pwsh_version"
  fi
  dotnet_tools=("dotnet-sdk	$(dotnet --version)" "powershell (dotnet tool)	$pwsh_version")
else
  echo "install-toolchains.sh: no .NET SDK (dotnet): C# runs on mono, F#, VB and PowerShell are unavailable (see the header to install it)" >&2
fi

mkdir -p "$(dirname "$manifest")"
{
  printf 'package\tversion\n'
  { dpkg-query -W -f='${Package}\t${Version}\n' "${packages[@]}" 2>/dev/null; [ ${#dotnet_tools[@]} -eq 0 ] || printf '%s\n' "${dotnet_tools[@]}"; } | sort
} > "$manifest"
echo "installed ${#packages[@]} packages; versions in $manifest"

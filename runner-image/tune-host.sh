#!/usr/bin/env bash
# Tunes the kernel of a host that runs mcjudge's programs: anonymous memory (heaps, stacks) is faulted
# in 64 KiB folios instead of 4 KiB pages (multi-size transparent huge pages, Linux 6.8 and later:
# /sys/kernel/mm/transparent_hugepage/hugepages-64kB/enabled set to "always").
#
#   sudo runner-image/tune-host.sh          # turn it on now, and at every boot (systemd-tmpfiles)
#   sudo runner-image/tune-host.sh --undo   # back to "never", Debian's default, and not at boot
#
# Why: every program, every toolchain and every sandbox process faults its memory in page by page, and
# on a virtual machine a fault is slow (about 25 µs on the development VM). One fault per 64 KiB makes
# them about 16 times fewer where memory is touched in runs: McEval's JavaScript task 41 takes 30,000
# faults instead of 450,000 and 4.4 s instead of 6.3 s. See docs/server.md, "Anonymous memory in
# 64 KiB folios".
#
# What it changes for programs: nothing they compute or print. Memory is charged in 64 KiB pieces where
# a program touches it, so one that touches a byte every 64 KiB of a large sparse allocation is charged
# more (the limit per run is 2 GiB); the kernel falls back to 4 KiB pages when no 64 KiB piece is free.
# It is a host setting: it applies to every process of the host, not only mcjudge's.
#
# A kernel without the setting (before 6.8), or a container whose /sys is read-only, is left as it
# is: the script says so and exits 0 (tune the host instead). mcjudge reports the state it runs with
# (`mcjudge serve`, /api/v1/health, the benchmarks' headers).
set -euo pipefail

setting=/sys/kernel/mm/transparent_hugepage/hugepages-64kB/enabled
at_boot=/etc/tmpfiles.d/mcjudge-anon-64k-folios.conf
value=always
while [ $# -gt 0 ]; do
  case "$1" in
    --undo) value=never; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "tune-host.sh: unknown option $1" >&2; exit 64 ;;
  esac
done

if [ "$(id -u)" -ne 0 ]; then
  echo "tune-host.sh: run as root (it writes $setting)" >&2
  exit 1
fi
if [ ! -e "$setting" ]; then
  echo "tune-host.sh: warning: this kernel ($(uname -r)) has no $setting (multi-size THP came in Linux 6.8): left as it is" >&2
  exit 0
fi
if ! { echo "$value" > "$setting"; } 2>/dev/null; then
  echo "tune-host.sh: warning: cannot write $setting (a container? set it on the host): left as it is" >&2
  exit 0
fi

if [ "$value" = always ]; then
  if [ -d "$(dirname "$at_boot")" ]; then
    printf '# runner-image/tune-host.sh: anonymous memory in 64 KiB folios (mcjudge)\nw %s - - - - always\n' "$setting" > "$at_boot"
  fi
else
  rm -f "$at_boot"
fi
echo "tune-host.sh: $setting: $(cat "$setting")"

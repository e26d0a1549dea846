#!/usr/bin/env bash
# Installs what nanometer needs on a Debian/Ubuntu machine when it is missing:
# a JDK (17 or newer), Maven, (optional, for the native helper) gcc and make, and (optional, for
# the HTML report's browser test) Debian's headless-capable chromium, and (optional, for the history
# store's PostgreSQL tests, which make a throwaway cluster) Debian's postgresql: initdb and pg_ctl.
# Safe to run repeatedly; does nothing when everything is present.
set -euo pipefail
# initdb and pg_ctl where the history's tests look for them: pg_config --bindir, /usr/lib/postgresql/*/bin
has_postgres_server() {
  local bin
  bin=$(pg_config --bindir 2>/dev/null || true)
  if [ -n "$bin" ] && [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then return 0; fi
  for bin in /usr/lib/postgresql/*/bin; do
    if [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then return 0; fi
  done
  return 1
}
need=()
if ! command -v javac >/dev/null 2>&1; then need+=(openjdk-17-jdk-headless); fi
if ! command -v mvn >/dev/null 2>&1; then need+=(maven); fi
if ! command -v cc >/dev/null 2>&1 && ! command -v gcc >/dev/null 2>&1; then need+=(gcc); fi
if ! command -v make >/dev/null 2>&1; then need+=(make); fi
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
    && ! command -v google-chrome >/dev/null 2>&1; then need+=(chromium); fi
if ! has_postgres_server; then need+=(postgresql); fi
if [ ${#need[@]} -eq 0 ]; then
  echo "install-deps: java, mvn, cc, make, chromium and postgresql (initdb, pg_ctl) are present"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: missing ${need[*]} and no apt-get here; install them with your package manager" >&2
  exit 1
fi
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
echo "install-deps: installing ${need[*]}"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}"

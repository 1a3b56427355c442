#!/usr/bin/env bash
# Prepares a fresh machine: Chromium for the browser tests (Debian package), the workspace's
# dependencies from the lockfile, and a build of every package.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium for the browser tests" >&2
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
pnpm install --frozen-lockfile
pnpm build

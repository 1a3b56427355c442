#!/usr/bin/env bash
# Prepares a fresh machine: Debian packages the tests need (Chromium for the browser tests,
# poppler-utils' pdftoppm/pdftotext/pdfinfo for the PDF tests), the workspace's dependencies
# from the lockfile, and a build of every package.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
  missing+=(poppler-utils)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian's ${missing[*]} for the tests" >&2
  sudo=()
  if [ "$(id -u)" != "0" ]; then sudo=(sudo); fi
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
pnpm install --frozen-lockfile
pnpm build

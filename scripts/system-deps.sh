#!/usr/bin/env bash
# Installs the system packages Relevé's tests use, from Debian's archive, when they are missing:
# chromium (browser tests) and ffmpeg (video packaging). Does nothing when both are present.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} with apt-get..."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null

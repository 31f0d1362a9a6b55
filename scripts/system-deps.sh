#!/usr/bin/env bash
# Installs the system packages Relevé's tests use, from Debian's archive, when they are missing:
# chromium (browser tests), ffmpeg (video packaging) and OpenStack Swift (python3-swift: the real,
# signature-checking S3 server the object-storage tests start on 127.0.0.1, decision 059) and nginx
# (nginx-light: its secure_link checks Relevé's CDN tokens in a test, decision 066). Does nothing when
# all are present.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
[ -d /usr/lib/python3/dist-packages/swift ] || missing+=(python3-swift)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} with apt-get..."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null

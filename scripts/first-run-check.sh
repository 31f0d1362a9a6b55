#!/usr/bin/env bash
# The README's first command, as a newcomer runs it: on a clean clone of this checkout's HEAD, with a
# PATH holding only node, npm, npx, git, sh and bash (so no ffmpeg and no chromium are found), on a free
# port. Passes once GET /healthz answers 200 and the demo accounts were printed, with the database in the
# clone's ./data and the clips made by the ffmpeg npm installed; fails when the command stops first or
# FIRST_RUN_TIMEOUT seconds (default 1500) pass. .ci/run starts it beside the tests (decision 009).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
timeout="${FIRST_RUN_TIMEOUT:-1500}"
work="$(mktemp -d "${TMPDIR:-/tmp}/releve-first-run.XXXXXX")"
log="$work/output.log"
group=""

cleanup() {
  if [ -n "$group" ]; then
    kill -TERM -- "-$group" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 -- "-$group" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$group" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

fail() {
  echo "first-run check FAILED: $*" >&2
  echo "--- the command's output (last 60 lines) ---" >&2
  tail -n 60 "$log" >&2 || true
  exit 1
}

# The command the README gives first, read from the README itself.
command="$(awk '/^```sh$/ { getline; print; exit }' "$repo/README.md")"
[ -n "$command" ] || { echo "first-run check: no command in README.md" >&2; exit 1; }

git clone --quiet --no-hardlinks "$repo" "$work/clone"
bin="$work/bin"
mkdir "$bin"
for tool in node npm npx git sh bash; do ln -s "$(command -v "$tool")" "$bin/$tool"; done
if PATH="$bin" command -v ffmpeg >/dev/null 2>&1; then fail "ffmpeg is visible on the newcomer's PATH"; fi
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

echo "first-run check: \`$command\` in a clean clone, PATH=node npm npx git sh bash, PORT=$port"
started=$SECONDS
# Its own process group, so that everything it starts can be stopped at the end. Variables a CI
# machine may carry are dropped: a newcomer has none of them.
(
  cd "$work/clone"
  exec env -u FFMPEG_PATH -u DATA_DIR -u DATABASE_URL -u DEMO_CACHE_DIR -u WEB_DIST -u NODE_ENV -u INIT_CWD \
    PATH="$bin" PORT="$port" "$(command -v setsid)" bash -c "$command"
) >"$log" 2>&1 &
group=$!

healthy=""
while [ $((SECONDS - started)) -lt "$timeout" ]; do
  kill -0 "$group" 2>/dev/null || fail "the command exited before the demo answered"
  if [ -z "$healthy" ] &&
    node -e "fetch('http://127.0.0.1:$port/healthz').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"; then
    healthy=$((SECONDS - started))
  fi
  if [ -n "$healthy" ] && grep -q 'Demo accounts (password for all:' "$log" && grep -q 'admin@demo.releve.test' "$log"; then
    break
  fi
  sleep 2
done
[ -n "$healthy" ] || fail "GET /healthz did not answer 200 within ${timeout} s"
grep -q 'admin@demo.releve.test' "$log" || fail "the demo accounts were not printed within ${timeout} s"
[ -d "$work/clone/data/pglite" ] || fail "the database is not in ./data, where the README says"
[ ! -e "$work/clone/apps/server/data" ] || fail "a data folder was made in apps/server"
[ -f "$work/clone/data/files/hls/demo-clip-01/master.m3u8" ] || fail "the demo clips were not placed"
grep -q '"from":"npm package"' "$log" || fail "the server did not report the npm-installed ffmpeg"

echo "first-run check passed: /healthz answered after ${healthy} s; the demo accounts:"
sed -n '/Demo accounts (password for all:/,/^ *$/p' "$log"
grep -E '^  (Creating|Demo studio)' "$log" || true

#!/usr/bin/env bash
# Runs the production artifact the way the container does: dist/ plus production dependencies only,
# in a fresh folder, with plain node. A runtime dependency that is only a devDependency fails here.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$root/dist/app/index.mjs" ] || { echo "container-smoke: no build in $root/dist (run npm run build)" >&2; exit 1; }
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
cp -r "$root/dist" "$root/package.json" "$root/package-lock.json" "$work/"
cd "$work"
npm ci --omit=dev --no-audit --no-fund --ignore-scripts --loglevel=error
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
NODE_ENV=production PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn node dist/app/index.mjs > server.log 2>&1 &
pid=$!
# The first start initialises the embedded database in ./.data (seconds on a busy machine).
for _ in $(seq 1 600); do
  curl -fsS "http://127.0.0.1:$port/healthz" > /dev/null 2>&1 && break
  sleep 0.1
done
curl -fsS "http://127.0.0.1:$port/healthz" | grep -q '"status":"ok"'
home=$(curl -fsS "http://127.0.0.1:$port/")
grep -q '<html lang="de">' <<< "$home"
grep -q 'fundraising' <<< "$home"
asset=$(grep -o '/assets/entries/renderer_client[^"]*\.js' <<< "$home" | head -1)
curl -fsS -o /dev/null "http://127.0.0.1:$port$asset"
# The database works with production dependencies only: the voting page reads its counts from it.
# Read whole before searching: `grep -q` leaves at its first match, and the writer of a ~100 KB page would then
# fail on the closed pipe (as the admin CLI's ranking did once).
curl -fsS -o voting.html "http://127.0.0.1:$port/wildcard-voting"
grep -q 'data-votes=' voting.html
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"status":"ready"'
[ -d .data/pglite ] || { echo "container-smoke: no embedded database in ./.data" >&2; exit 1; }
# The bundled admin CLI reaches the running server through its socket (the folder is locked by the server).
NODE_ENV=production node dist/app/admin.mjs ranking > ranking.txt 2> admin.err || { cat admin.err >&2; exit 1; }
grep -q '^ 1\. ' ranking.txt || { echo "container-smoke: admin ranking listed no first place" >&2; cat ranking.txt >&2; exit 1; }
NODE_ENV=production node dist/app/admin.mjs backup backup.tar.gz > /dev/null 2>> admin.err || { cat admin.err >&2; exit 1; }
[ -s backup.tar.gz ] || { echo "container-smoke: admin backup wrote nothing" >&2; exit 1; }
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
[ "$status" -eq 0 ] || { echo "container-smoke: server exited with $status after SIGTERM" >&2; cat server.log >&2; exit 1; }
echo "container-smoke: production artifact with production dependencies served /healthz, /readyz, /, /wildcard-voting (database) and $asset; the bundled admin CLI listed the ranking and wrote a backup through the running server; clean exit on SIGTERM"

#!/usr/bin/env bash
# The packages as a NestJS team gets them: `npm pack` both, install the tarballs into a copy of
# examples/nest-consumer (a Nest app with its own domain, outside the workspaces), build it with
# the default `nest build` (tsc), type-check it under strict + noUncheckedIndexedAccess +
# exactOptionalPropertyTypes, and run its tests on SQLite and (TEST_POSTGRES_URL) PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/tidemark-consumer.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

echo "== npm pack @tidemark/domain @tidemark/infra"
npm pack -w libs/domain -w libs/infra --pack-destination "$WORK" --silent >/dev/null
for tarball in "$WORK"/tidemark-domain-*.tgz "$WORK"/tidemark-infra-*.tgz; do
  # Built JS and .d.ts, the manifest and the README: no TypeScript source, no test, no map.
  unexpected="$(tar tzf "$tarball" | grep -vE '^package/(dist/.+\.(js|d\.ts)|package\.json|README\.md)$' || true)"
  if [ -n "$unexpected" ]; then
    echo "unexpected files in $(basename "$tarball"):"; echo "$unexpected"; exit 1
  fi
  echo "$(basename "$tarball"): $(tar tzf "$tarball" | wc -l) files, built JS and .d.ts only"
done

echo "== a fresh copy of examples/nest-consumer"
mkdir "$WORK/app"
tar -C examples/nest-consumer --exclude=node_modules --exclude=dist --exclude=data -cf - . | tar -C "$WORK/app" -xf -
cd "$WORK/app"
npm install --no-audit --no-fund --prefer-offline --loglevel=error \
  "$WORK"/tidemark-domain-*.tgz "$WORK"/tidemark-infra-*.tgz

echo "== one copy of each peer"
for peer in @nestjs/common @nestjs/core @nestjs/cqrs; do
  copies="$(find node_modules -path "*/$peer/package.json" -not -path '*/node_modules/*/node_modules/*/node_modules/*' | wc -l)"
  [ "$copies" = 1 ] || { echo "$peer is installed $copies times"; exit 1; }
done

echo "== nest build (tsc) and a strict type-check of src and tests"
npx nest build
npm run --silent typecheck

echo "== requiring @tidemark/infra loads no driver and no @nestjs/*"
node -e '
  require("@tidemark/infra");
  const loaded = Object.keys(require.cache).filter((f) =>
    /node_modules\/(better-sqlite3|pg|ioredis|@eventstore|@nestjs)\//.test(f));
  if (loaded.length) { console.error("loaded:", loaded); process.exit(1); }
  console.log("nothing but Tidemark loaded");
'

echo "== the built app starts on SQLite and answers"
PORT="$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')"
STORE_URL="sqlite:$WORK/app/data/bank.db" PORT="$PORT" node dist/main.js >"$WORK/app.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 100); do
  curl -sf -o /dev/null -X POST -H 'content-type: application/json' \
    -d '{"accountId":"smoke","owner":"Smoke"}' "http://127.0.0.1:$PORT/accounts" && break
  sleep 0.2
done
curl -sf -X POST -H 'content-type: application/json' -d '{"accountId":"smoke","owner":"Smoke"}' \
  "http://127.0.0.1:$PORT/accounts"; echo
kill -TERM "$APP_PID"
set +e; wait "$APP_PID"; code=$?; set -e
# Nest's shutdown hooks close the app, then re-raise the signal: 143 is a clean SIGTERM exit.
if [ "$code" != 0 ] && [ "$code" != 143 ]; then cat "$WORK/app.log"; exit 1; fi
if grep -qiE '"level":"?error|ERROR' "$WORK/app.log"; then cat "$WORK/app.log"; exit 1; fi

echo "== the consumer's tests"
npm test

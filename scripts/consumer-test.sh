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
  # Built JS and .d.ts (CommonJS, and the ES module entries: .mjs, .d.mts), the built admin
  # console (dist/console: its page, bundled scripts and styles), the manifest and the README:
  # no TypeScript source, no test, no map.
  unexpected="$(tar tzf "$tarball" | grep -vE '^package/(dist/.+\.(js|mjs|d\.ts|d\.mts)|dist/console/(index\.html|assets/[^/]+\.(js|css))|package\.json|README\.md)$' || true)"
  if [ -n "$unexpected" ]; then
    echo "unexpected files in $(basename "$tarball"):"; echo "$unexpected"; exit 1
  fi
  echo "$(basename "$tarball"): $(tar tzf "$tarball" | wc -l) files, built JS, .d.ts and the console only"
done

echo "== a project with only @nestjs/common, @nestjs/core and one driver (better-sqlite3)"
mkdir "$WORK/minimal"
cat >"$WORK/minimal/package.json" <<'JSON'
{ "name": "tidemark-minimal", "version": "0.0.0", "private": true }
JSON
cat >"$WORK/minimal/tsconfig.json" <<'JSON'
{
  "compilerOptions": {
    "module": "nodenext", "moduleResolution": "nodenext", "target": "ES2023",
    "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true,
    "skipLibCheck": false, "experimentalDecorators": true, "emitDecoratorMetadata": true,
    "types": ["node"], "outDir": "dist"
  },
  "files": ["main.ts"]
}
JSON
cat >"$WORK/minimal/main.ts" <<'TS'
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EVENT_STORE, type EventStore, type Storage } from '@tidemark/infra';
import { TIDEMARK_STORAGE, TidemarkModule } from '@tidemark/infra/nestjs';

@Module({ imports: [TidemarkModule.forRoot({ url: 'sqlite::memory:' })] })
class AppModule {}

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error'] });
  const store = app.get<EventStore>(EVENT_STORE);
  // EVENT_STORE is the storage's store behind the module's append tracing: ask the storage.
  if (app.get<Storage>(TIDEMARK_STORAGE).kind !== 'sqlite') throw new Error('not the SQLite store');
  const { nextExpectedVersion } = await store.appendToStream('note-1', [
    { type: 'Noted', data: { text: 'hello' } },
  ], { expectedVersion: 'no_stream' });
  const read = await store.readStream('note-1');
  await app.close();
  console.log(`appended and read back version ${nextExpectedVersion}: ${read.events[0]?.type}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
TS
(
  cd "$WORK/minimal"
  npm install --no-audit --no-fund --prefer-offline --loglevel=error \
    @nestjs/common@11 @nestjs/core@11 reflect-metadata rxjs better-sqlite3@12 \
    typescript@5.9 @types/node@20 "$WORK"/tidemark-domain-*.tgz "$WORK"/tidemark-infra-*.tgz
  npx tsc -p tsconfig.json
  node dist/main.js
  echo "== npx tidemark: the admin CLI the package ships"
  help="$(npx --no-install tidemark --help)"
  [[ "$help" == "Usage: tidemark "* ]] || { echo "npx tidemark --help: $help"; exit 1; }
  # No API there (fetch refuses port 1 outright): the CLI says it cannot reach it (exit 3).
  set +e; npx --no-install tidemark projections list --url http://127.0.0.1:1 2>/dev/null; code=$?; set -e
  [ "$code" = 3 ] || { echo "tidemark projections list against no API: exit $code, not 3"; exit 1; }
)

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
    /node_modules\/(better-sqlite3|pg|ioredis|@eventstore|@grpc|@nestjs)\//.test(f));
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
# Health (@tidemark/infra/terminus) and metrics (@tidemark/infra/prometheus), in the built app.
curl -sf "http://127.0.0.1:$PORT/health" | grep -q '"status":"ok"' || { echo "/health is not ok"; kill "$APP_PID"; exit 1; }
curl -sf "http://127.0.0.1:$PORT/metrics" | grep -E '^tidemark_appends_total\{store="sqlite",outcome="written"\} [1-9]' \
  || { echo "/metrics counts no append"; kill "$APP_PID"; exit 1; }
kill -TERM "$APP_PID"
set +e; wait "$APP_PID"; code=$?; set -e
# Nest's shutdown hooks close the app, then re-raise the signal: 143 is a clean SIGTERM exit.
if [ "$code" != 0 ] && [ "$code" != 143 ]; then cat "$WORK/app.log"; exit 1; fi
if grep -qiE '"level":"?error|ERROR' "$WORK/app.log"; then cat "$WORK/app.log"; exit 1; fi

echo "== the consumer's tests"
npm test

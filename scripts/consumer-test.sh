#!/usr/bin/env bash
# The packages as a NestJS team gets them: `npm pack` both, install the tarballs with a plain
# `npm install` into a copy of each example app (outside the workspaces), build it with the
# default `nest build`, start it, and run its tests on SQLite and (TEST_POSTGRES_URL) PostgreSQL:
# - examples/nest-consumer: Nest 11, CommonJS, jest; also type-checked under strict +
#   noUncheckedIndexedAccess + exactOptionalPropertyTypes;
# - examples/nest12-consumer: Nest 12 as today's `nest new` makes it: ES module, vitest.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/tidemark-consumer.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# Each @nestjs peer installed once in the current project: a second copy splits DI tokens.
one_copy_of_each() {
  for peer in "$@"; do
    copies="$(find node_modules -path "*/$peer/package.json" -not -path '*/node_modules/*/node_modules/*/node_modules/*' | wc -l)"
    [ "$copies" = 1 ] || { echo "$peer is installed $copies times"; exit 1; }
  done
}

# Starts the current project's built app (node dist/main.js) on STORE_URL=$1, POSTs $3 to $2 and
# prints the answer, then stops it with SIGTERM: a clean exit and no error in its log, or fail.
start_and_post() {
  # $4: a function run with the port while the app is up (more checks), or nothing.
  local store_url="$1" path="$2" body="$3" checks="${4:-true}" port log pid code
  port="$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')"
  log="$(mktemp "$WORK/app-log.XXXXXX")"
  STORE_URL="$store_url" PORT="$port" node dist/main.js >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do
    curl -sf -o /dev/null -X POST -H 'content-type: application/json' -d "$body" \
      "http://127.0.0.1:$port$path" && break
    sleep 0.2
  done
  curl -sf -X POST -H 'content-type: application/json' -d "$body" "http://127.0.0.1:$port$path"; echo
  "$checks" "$port" || { kill -TERM "$pid"; cat "$log"; exit 1; }
  kill -TERM "$pid"
  set +e; wait "$pid"; code=$?; set -e
  # Nest's shutdown hooks close the app, then re-raise the signal: 143 is a clean SIGTERM exit.
  if [ "$code" != 0 ] && [ "$code" != 143 ]; then cat "$log"; exit 1; fi
  if grep -qiE '"level":"?error|ERROR' "$log"; then cat "$log"; exit 1; fi
}

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

echo "-- $SECONDS s since the start"

# better-sqlite3 installs a prebuilt binary downloaded from GitHub; where that fails (CI machines
# that reach only the npm registry) each install compiles SQLite: minutes on two busy cores. The
# installs below take the repository's own build as a local prebuild (prebuild-install's
# npm_config_<package>_local_prebuilds); another version or ABI falls back to download/compile.
mkdir "$WORK/prebuilds"
[ ! -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ] || (
  cd node_modules/better-sqlite3
  tar czf "$WORK/prebuilds/$(node -p '`better-sqlite3-v${require("./package.json").version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`')" \
    build/Release/better_sqlite3.node
)
# Given to the installs only: any other npm command warns of an unknown config.
npm_install() {
  npm_config_better_sqlite3_local_prebuilds="$WORK/prebuilds" \
    npm install --no-audit --no-fund --prefer-offline --loglevel=error "$@"
}

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
  npm_install \
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
echo "-- $SECONDS s since the start"

echo "== a fresh copy of examples/nest-consumer"
mkdir "$WORK/app"
tar -C examples/nest-consumer --exclude=node_modules --exclude=dist --exclude=data -cf - . | tar -C "$WORK/app" -xf -
cd "$WORK/app"
npm_install "$WORK"/tidemark-domain-*.tgz "$WORK"/tidemark-infra-*.tgz
echo "-- $SECONDS s since the start"

echo "== one copy of each peer"
one_copy_of_each @nestjs/common @nestjs/core @nestjs/cqrs

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
# Health (@tidemark/infra/terminus) and metrics (@tidemark/infra/prometheus), in the built app.
# The app's projection ($EXPECTED_PROJECTION) must be listed by the CLI.
app_checks() {
  local port="$1"
  curl -sf "http://127.0.0.1:$port/health" | grep -q '"status":"ok"' || { echo "/health is not ok"; return 1; }
  curl -sf "http://127.0.0.1:$port/metrics" | grep -E '^tidemark_appends_total\{store="sqlite",outcome="written"\} [1-9]' \
    || { echo "/metrics counts no append"; return 1; }
  # The admin API (TidemarkAdminModule) behind its tokens, driven by the CLI the package ships.
  local list
  list="$(npx --no-install tidemark projections list --url "http://127.0.0.1:$port" --token "$ADMIN_TOKEN")" \
    || { echo "npx tidemark projections list failed: $list"; return 1; }
  echo "$list"
  grep -q "$EXPECTED_PROJECTION" <<<"$list" || { echo "the CLI lists no $EXPECTED_PROJECTION projection"; return 1; }
  set +e; npx --no-install tidemark projections list --url "http://127.0.0.1:$port" 2>/dev/null; code=$?; set -e
  [ "$code" = 1 ] || { echo "tidemark without a token: exit $code, not 1 (401)"; return 1; }
  curl -sf "http://127.0.0.1:$port/console/" | grep -qi '<html' || { echo "no console at /console/"; return 1; }
}
ADMIN_TOKEN="consumer-admin-token-0123456789"
export ADMIN_TOKENS="admin:$ADMIN_TOKEN"
EXPECTED_PROJECTION=balances
start_and_post "sqlite:$WORK/app/data/bank.db" /accounts '{"accountId":"smoke","owner":"Smoke"}' app_checks

echo "== the consumer's tests"
npm test
echo "-- $SECONDS s since the start"

echo "== a fresh copy of examples/nest12-consumer (Nest 12, ES module, vitest), with the README's quick start"
mkdir -p "$WORK/app12/quick-start"
tar -C "$ROOT/examples/nest12-consumer" --exclude=node_modules --exclude=dist --exclude=data -cf - . |
  tar -C "$WORK/app12" -xf -
# The README's decider and its vitest spec, run by the scaffold's own `vitest run`.
cp "$ROOT/docs/examples/quick-start/account.ts" "$ROOT/docs/examples/quick-start/account.spec.ts" \
  "$WORK/app12/quick-start/"
cd "$WORK/app12"
# A plain install: the scaffold's dependencies, the drivers and @nestjs/cqrs 12 from the
# registry, and the tarballs; no --legacy-peer-deps.
npm_install "$WORK"/tidemark-domain-*.tgz "$WORK"/tidemark-infra-*.tgz
echo "-- $SECONDS s since the start"
node -p '["@nestjs/core", "@nestjs/cqrs", "vitest", "typescript"].map((p) => `${p}@${require(`${p}/package.json`).version}`).join(" ")'
one_copy_of_each @nestjs/common @nestjs/core @nestjs/cqrs

echo "== an ES module importing the packages gets their .mjs entries"
node --input-type=module -e '
  for (const entry of ["@tidemark/domain", "@tidemark/infra", "@tidemark/infra/nestjs",
    "@tidemark/infra/admin", "@tidemark/infra/terminus", "@tidemark/infra/prometheus", "@tidemark/infra/testing",
    "@tidemark/infra/memory"]) {
    const file = import.meta.resolve(entry);
    if (!file.endsWith(".mjs")) { console.error(`${entry} resolves to ${file}`); process.exit(1); }
    await import(entry);
  }
  console.log("every entry loaded from its .mjs file");
'

echo "== openStorage('memory:') from the packed package: every port, in memory"
node --input-type=module -e '
  import { openStorage } from "@tidemark/infra";
  const storage = await openStorage("memory:");
  await storage.events.appendToStream("loan-1", [{ type: "LoanOpened", data: {} }], { expectedVersion: "no_stream" });
  const ports = ["events", "snapshots", "idempotency", "listenerState", "processedRecords",
    "deadLetters", "workQueue", "seenKeys", "persistentSubscriptionState", "sql"];
  const missing = ports.filter((port) => storage[port] === undefined);
  if (missing.length > 0) { console.error(`missing ports: ${missing}`); process.exit(1); }
  const { events } = await storage.events.readStream("loan-1");
  if (storage.kind !== "memory" || events.length !== 1) { console.error("memory store wrong"); process.exit(1); }
  await storage.close();
  console.log("memory store: every port, one event read back");
'

echo "== nest build; tsc over src, tests and the quick start; the scaffold's oxlint"
npm run --silent build
npx tsc --noEmit -p tsconfig.json
npm run --silent lint # the scaffold's oxlint, type-aware

echo "== the built app starts on SQLite and answers"
EXPECTED_PROJECTION=loans
start_and_post "sqlite:$WORK/app12/data/library.db" /loans \
  '{"loanId":"smoke","bookId":"b-1","memberId":"m-1","dueAt":"2026-12-31T12:00:00.000Z"}' app_checks

echo "== its vitest tests: unit (npm test) and e2e (npm run test:e2e: the app, the event-store contract)"
npm test
npm run test:e2e
echo "-- $SECONDS s in all"

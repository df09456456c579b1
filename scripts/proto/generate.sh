#!/usr/bin/env bash
# Regenerates Tidemark's EventStoreDB-protocol stubs (npm run proto:generate) from the .proto
# files in libs/infra/src/esdb-grpc/protocol/proto: message classes and service definitions by
# scripts/proto/protoc-gen-jspb.cjs, their types by grpc_tools_node_protoc_ts (a devDependency).
# Needs protoc (Debian: apt-get install protobuf-compiler); CI does not: the output is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=libs/infra/src/esdb-grpc/protocol
command -v protoc >/dev/null || {
  echo 'proto:generate needs protoc (Debian: apt-get install protobuf-compiler)' >&2
  exit 1
}
ts_plugin=${PROTOC_GEN_TS:-node_modules/.bin/protoc-gen-ts}
rm -f "$dir"/generated/*_pb.js "$dir"/generated/*_pb.d.ts
# The plugin loads google-protobuf (a dependency) from the repository's node_modules.
NODE_PATH="$PWD/node_modules" protoc \
  --proto_path="$dir/proto" \
  --plugin=protoc-gen-jspb=scripts/proto/protoc-gen-jspb.cjs --jspb_out="$dir/generated" \
  --plugin=protoc-gen-ts="$ts_plugin" --ts_out=grpc_js:"$dir/generated" \
  "$dir"/proto/*.proto
echo "generated $(ls "$dir"/generated | wc -l) files in $dir/generated"

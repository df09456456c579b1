/**
 * The columns both SQL event stores add to their `streams` table for a stream's lifecycle and
 * metadata (docs/stream-lifecycle.md): `state` live, deleted (soft) or tombstoned; the
 * metadata's limits as columns, so that a read applies them in its one statement; custom
 * metadata as JSON text.
 */
export function streamLifecycleSql(p: string): string {
  return `
  ALTER TABLE ${p}streams ADD COLUMN state TEXT NOT NULL DEFAULT 'live'
    CHECK (state IN ('live', 'deleted', 'tombstoned'));
  ALTER TABLE ${p}streams ADD COLUMN truncate_before BIGINT;
  ALTER TABLE ${p}streams ADD COLUMN max_count BIGINT;
  ALTER TABLE ${p}streams ADD COLUMN max_age_seconds BIGINT;
  ALTER TABLE ${p}streams ADD COLUMN custom_metadata TEXT;
  ALTER TABLE ${p}streams ADD COLUMN metadata_version BIGINT NOT NULL DEFAULT 0;
  `;
}

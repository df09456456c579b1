/** The tables of `PostgresEventStore`: the log, each stream's version, and the log's head. */
export function postgresEventTablesSql(s: string): string {
  return `
    CREATE TABLE ${s}.events (
      position    bigint      PRIMARY KEY,
      event_id    uuid        NOT NULL UNIQUE,
      stream_id   text        NOT NULL,
      category    text        NOT NULL,
      version     bigint      NOT NULL,
      type        text        NOT NULL,
      data        jsonb       NOT NULL,
      metadata    jsonb       NOT NULL,
      recorded_at timestamptz NOT NULL,
      UNIQUE (stream_id, version)
    );
    CREATE INDEX events_by_type ON ${s}.events (type, position);
    CREATE INDEX events_by_category ON ${s}.events (category, position);
    CREATE TABLE ${s}.streams (
      stream_id text   PRIMARY KEY,
      version   bigint NOT NULL
    );
    -- One row: appends lock it, so positions are assigned in commit order (see the adapter).
    CREATE TABLE ${s}.log_head (
      id            int    PRIMARY KEY CHECK (id = 1),
      last_position bigint NOT NULL
    );
    INSERT INTO ${s}.log_head (id, last_position) VALUES (1, 0);
    `;
}

/**
 * Tags (Dynamic Consistency Boundaries): each event's on its row (NULL when none), for reads,
 * and one row per tag and event, so that a query or condition finds a tag's events above a
 * position by index. A scavenge removes an event's tag rows with it.
 */
export function postgresEventTagsSql(s: string): string {
  return `
    ALTER TABLE ${s}.events ADD COLUMN tags text[];
    CREATE TABLE ${s}.event_tags (
      tag      text   NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (tag, position)
    );
    `;
}

/**
 * A lone conditional append in one round trip. VOLATILE, so each statement inside takes a
 * fresh snapshot (READ COMMITTED): the condition is read AFTER the `log_head` lock is held,
 * when every append that committed before is visible and none can commit until this one does.
 * (One plain statement would read with a snapshot taken before it waited for the lock.)
 * Anything the planner must decide exactly — an id already stored (a retry or a duplicate), a
 * stream that is not live, a version that does not match — answers `fallback` and writes
 * nothing; the adapter then takes the batch path.
 */
export function postgresConditionalAppendSql(s: string): string {
  return `
    CREATE FUNCTION ${s}.append_if(
      p_stream text, p_category text, p_records jsonb, p_ids uuid[], p_recorded_at timestamptz,
      p_expected bigint, p_items jsonb, p_after bigint, p_channel text)
    RETURNS TABLE (outcome text, first_version bigint, last_position bigint)
    LANGUAGE plpgsql VOLATILE AS $fn$
    #variable_conflict use_column
    DECLARE
      v_count   bigint := jsonb_array_length(p_records);
      v_version bigint;
      v_state   text;
      v_last    bigint;
      v_found   bigint;
      v_item    jsonb;
      v_types   text[];
      v_tags    text[];
    BEGIN
      PERFORM 1 FROM ${s}.log_head WHERE id = 1 FOR UPDATE;
      IF EXISTS (SELECT 1 FROM ${s}.events WHERE event_id = ANY(p_ids)) THEN
        RETURN QUERY SELECT 'fallback'::text, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      SELECT version, state INTO v_version, v_state FROM ${s}.streams WHERE stream_id = p_stream;
      IF v_state IS NOT NULL AND v_state <> 'live' THEN
        RETURN QUERY SELECT 'fallback'::text, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      v_version := COALESCE(v_version, 0);
      FOR v_item IN SELECT value FROM jsonb_array_elements(p_items) LOOP
        v_types := CASE WHEN v_item ? 'types'
                        THEN ARRAY(SELECT jsonb_array_elements_text(v_item -> 'types')) END;
        v_tags := CASE WHEN v_item ? 'tags'
                       THEN ARRAY(SELECT jsonb_array_elements_text(v_item -> 'tags')) END;
        IF v_tags IS NOT NULL THEN
          SELECT t.position INTO v_found FROM ${s}.event_tags t
            JOIN ${s}.events e ON e.position = t.position
           WHERE t.tag = v_tags[1] AND t.position > p_after AND e.tags @> v_tags
             AND (v_types IS NULL OR e.type = ANY(v_types))
           LIMIT 1;
        ELSIF v_types IS NOT NULL THEN
          SELECT position INTO v_found FROM ${s}.events
           WHERE type = ANY(v_types) AND position > p_after LIMIT 1;
        ELSE
          SELECT position INTO v_found FROM ${s}.events WHERE position > p_after LIMIT 1;
        END IF;
        IF v_found IS NOT NULL THEN
          RETURN QUERY SELECT 'conflict'::text, NULL::bigint, v_found;
          RETURN;
        END IF;
      END LOOP;
      IF p_expected IS NOT NULL AND v_version <> p_expected THEN
        RETURN QUERY SELECT 'fallback'::text, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      UPDATE ${s}.log_head SET last_position = last_position + v_count WHERE id = 1
        RETURNING last_position INTO v_last;
      INSERT INTO ${s}.events
        (position, event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
      SELECT v_last - v_count + r.ord, r.event_id, p_stream, p_category, v_version + r.ord,
             r.type, r.data, r.metadata, p_recorded_at, r.tags
        FROM jsonb_to_recordset(p_records) AS r(ord bigint, event_id uuid, type text, data jsonb,
          metadata jsonb, tags text[]);
      INSERT INTO ${s}.event_tags (tag, position)
      SELECT tag, v_last - v_count + r.ord
        FROM jsonb_to_recordset(p_records) AS r(ord bigint, tags text[]), unnest(r.tags) AS tag;
      INSERT INTO ${s}.streams (stream_id, version) VALUES (p_stream, v_version + v_count)
        ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version;
      PERFORM pg_notify(p_channel, v_last::text);
      RETURN QUERY SELECT 'written'::text, v_version + 1, v_last;
    END
    $fn$;
    `;
}

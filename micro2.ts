import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { openStorage } from '@tidemark/infra';
const head = (s: string) => `(p_stream text, p_category text, p_records jsonb, p_ids uuid[], p_recorded_at timestamptz, p_expected bigint, p_items jsonb, p_after bigint, p_channel text)
    RETURNS TABLE (outcome text, first_version bigint, last_position bigint) LANGUAGE plpgsql VOLATILE AS $fn$
    #variable_conflict use_column
    DECLARE v_count bigint := jsonb_array_length(p_records); v_version bigint; v_state text; v_stored boolean; v_last bigint; v_found bigint; v_lead text; v_rest text[]; v_types text[];
    BEGIN
      PERFORM 1 FROM ${s}.log_head WHERE id = 1 FOR UPDATE;
      SELECT EXISTS (SELECT 1 FROM ${s}.events WHERE event_id = ANY(p_ids)), st.version, st.state INTO v_stored, v_version, v_state
        FROM (SELECT 1) one LEFT JOIN ${s}.streams st ON st.stream_id = p_stream;
      IF v_stored OR (v_state IS NOT NULL AND v_state <> 'live') THEN RETURN QUERY SELECT 'fallback'::text, NULL::bigint, NULL::bigint; RETURN; END IF;
      v_version := COALESCE(v_version, 0);
      FOR v_lead, v_rest, v_types IN SELECT i.lead, i.rest, i.types FROM jsonb_to_recordset(p_items) AS i(lead text, rest text[], types text[]) LOOP
        IF v_lead IS NOT NULL THEN
          SELECT t.position INTO v_found FROM ${s}.event_tags t JOIN ${s}.events e ON e.position = t.position
           WHERE t.tag = v_lead AND t.position > p_after AND (v_rest IS NULL OR e.tags @> v_rest) AND (v_types IS NULL OR e.type = ANY(v_types)) LIMIT 1;
        ELSIF v_types IS NOT NULL THEN
          SELECT position INTO v_found FROM ${s}.events WHERE type = ANY(v_types) AND position > p_after LIMIT 1;
        ELSE
          SELECT position INTO v_found FROM ${s}.events WHERE position > p_after LIMIT 1;
        END IF;
        IF v_found IS NOT NULL THEN RETURN QUERY SELECT 'conflict'::text, NULL::bigint, v_found; RETURN; END IF;
      END LOOP;
      IF p_expected IS NOT NULL AND v_version <> p_expected THEN RETURN QUERY SELECT 'fallback'::text, NULL::bigint, NULL::bigint; RETURN; END IF;`;
const separateWrites = (s: string) => `
      UPDATE ${s}.log_head SET last_position = last_position + v_count WHERE id = 1 RETURNING last_position INTO v_last;
      INSERT INTO ${s}.events (position, event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
      SELECT v_last - v_count + r.ord, r.event_id, p_stream, p_category, v_version + r.ord, r.type, r.data, r.metadata, p_recorded_at, r.tags
        FROM jsonb_to_recordset(p_records) AS r(ord bigint, event_id uuid, type text, data jsonb, metadata jsonb, tags text[]);
      INSERT INTO ${s}.event_tags (tag, position) SELECT tag, v_last - v_count + r.ord FROM jsonb_to_recordset(p_records) AS r(ord bigint, tags text[]), unnest(r.tags) AS tag;
      INSERT INTO ${s}.streams (stream_id, version) VALUES (p_stream, v_version + v_count) ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version;
      PERFORM pg_notify(p_channel, v_last::text);
      RETURN QUERY SELECT 'written'::text, v_version + 1, v_last;
    END $fn$;`;
const cteWrites = (s: string) => `
      WITH head AS (UPDATE ${s}.log_head SET last_position = last_position + v_count WHERE id = 1 RETURNING last_position),
      records AS (SELECT * FROM jsonb_to_recordset(p_records) AS r(ord bigint, event_id uuid, type text, data jsonb, metadata jsonb, tags text[])),
      inserted AS (INSERT INTO ${s}.events (position, event_id, stream_id, category, version, type, data, metadata, recorded_at, tags)
        SELECT head.last_position - v_count + r.ord, r.event_id, p_stream, p_category, v_version + r.ord, r.type, r.data, r.metadata, p_recorded_at, r.tags FROM head, records r),
      tagged AS (INSERT INTO ${s}.event_tags (tag, position) SELECT tag, head.last_position - v_count + r.ord FROM head, records r, unnest(r.tags) AS tag),
      moved AS (INSERT INTO ${s}.streams (stream_id, version) VALUES (p_stream, v_version + v_count) ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version)
      SELECT head.last_position INTO v_last FROM head, LATERAL (SELECT pg_notify(p_channel, head.last_position::text)) n;
      RETURN QUERY SELECT 'written'::text, v_version + 1, v_last;
    END $fn$;`;
async function main() {
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = 'dcbmicro' + Date.now();
  const st = await openStorage(url, { schema }); await st.close();
  const c = new Client({ connectionString: url }); await c.connect();
  const s = `"${schema}"`;
  await c.query(`CREATE FUNCTION ${s}.fb ${head(s)} ${separateWrites(s)}`);
  await c.query(`CREATE FUNCTION ${s}.fc ${head(s)} ${cteWrites(s)}`);
  const call = (fn: string, items: unknown[], tags: string[] | null, itemsFormat: 'orig' | 'flat') => {
    const id = randomUUID();
    const it = itemsFormat === 'orig' ? items : (items as { tags?: string[]; types?: string[] }[]).map((x) => ({ lead: x.tags?.[0] ?? null, rest: x.tags && x.tags.length > 1 ? x.tags.slice(1) : null, types: x.types ?? null }));
    return c.query({ name: fn + itemsFormat, text: `SELECT * FROM ${s}.${fn}($1,$2,$3::jsonb,$4::uuid[],$5,$6,$7::jsonb,$8,$9)`,
      values: ['dcb-' + id, 'dcb', JSON.stringify([{ ord: 1, event_id: id, type: 'T', data: { a: 1 }, metadata: {}, tags }]), [id], new Date().toISOString(), 0, JSON.stringify(it), '0', 'x'] });
  };
  async function time(label: string, f: (i: number) => Promise<unknown>) {
    for (let i = 0; i < 300; i++) await f(i);
    const t0 = performance.now(); const n = 3000;
    for (let i = 0; i < n; i++) await f(i);
    console.log(label, ((performance.now() - t0) / n * 1000).toFixed(0), 'us');
  }
  for (let rep = 0; rep < 3; rep++) {

    await time('B loop rs ', (i) => call('fb', [{ tags: ['b:' + i + ':' + rep] }], ['b:' + i + ':' + rep], 'flat'));
    await time('A current ', (i) => call('append_if', [{ tags: ['a:' + i + ':' + rep] }], ['a:' + i + ':' + rep], 'orig'));
    await time('C loop+cte', (i) => call('fc', [{ tags: ['c:' + i + ':' + rep] }], ['c:' + i + ':' + rep], 'flat'));
  }
  await c.end();
}
main().catch((e) => { console.error(e); process.exit(1); });

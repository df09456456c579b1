/** The table of `sagaInstances`: one state per saga and key. */
export function sagaInstancesTableSql(p: string): string {
  return `
  CREATE TABLE ${p}saga_instances (
    saga       TEXT   NOT NULL,
    saga_key   TEXT   NOT NULL,
    state      TEXT   NOT NULL,
    completed  INT    NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (saga, saga_key)
  );
  `;
}

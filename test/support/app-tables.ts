import Database from 'better-sqlite3';
import { Client } from 'pg';

/** Reads the app's tables directly (`$1…` placeholders), beside the running app. */
export async function rows<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  if (url.startsWith('sqlite:')) {
    const db = new Database(url.slice('sqlite:'.length), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const client = new Client({ connectionString: url, options: '-c search_path=tidemark' });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

import type { JsonObject } from '../streams/new-event';

/** An event as stored, before upcasting: its type, data and schema version (from metadata). */
export interface VersionedEvent {
  readonly type: string;
  readonly data: JsonObject;
  readonly schemaVersion: number;
}

/**
 * Turns version `fromVersion` of an event type into version `fromVersion + 1`, possibly under a
 * new type name (the chain then continues with that name's upcasters).
 */
export interface Upcaster {
  readonly type: string;
  /** The schema version this upcaster reads; it produces `fromVersion + 1`. */
  readonly fromVersion: number;
  upcast(data: JsonObject): { readonly type?: string; readonly data: JsonObject };
}

/** The metadata field holding an event's schema version; absent means 1. */
export const SCHEMA_VERSION_KEY = 'schemaVersion';

export function schemaVersionOf(metadata: JsonObject): number {
  const value = metadata[SCHEMA_VERSION_KEY];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/**
 * Upcasters by event type and version, applied on read in a chain until the current version,
 * so that deciders and projections only ever see the current shape of each event.
 */
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();
  private readonly current = new Map<string, number>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) this.register(upcaster);
  }

  register(upcaster: Upcaster): this {
    const key = `${upcaster.type}@${upcaster.fromVersion}`;
    if (this.byKey.has(key)) throw new Error(`two upcasters for ${key}`);
    this.byKey.set(key, upcaster);
    const next = upcaster.fromVersion + 1;
    if (next > (this.current.get(upcaster.type) ?? 1)) this.current.set(upcaster.type, next);
    return this;
  }

  /** The schema version new events of this type are written with. */
  currentVersion(type: string): number {
    return this.current.get(type) ?? 1;
  }

  upcast(event: VersionedEvent): VersionedEvent {
    let { type, data, schemaVersion } = event;
    for (let guard = 0; guard < 1000; guard += 1) {
      const upcaster = this.byKey.get(`${type}@${schemaVersion}`);
      if (!upcaster) return { type, data, schemaVersion };
      const next = upcaster.upcast(data);
      type = next.type ?? type;
      schemaVersion += 1;
      data = next.data;
    }
    throw new Error(`upcaster chain for ${event.type} does not end`);
  }
}

/** Plain-text output of the CLI: tables, durations, the rebuild progress bar. */

export interface Column<T> {
  readonly header: string;
  readonly value: (row: T) => string;
  /** Cut longer cells to this many characters (with `…`). */
  readonly max?: number;
  readonly align?: 'left' | 'right';
}

/** Columns padded to their widest cell, separated by two spaces; no trailing blanks. */
export function table<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => truncate(oneLine(column.value(row)), column.max)),
  );
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...cells.map((row) => row[i].length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, i) =>
        columns[i].align === 'right' ? value.padStart(widths[i]) : value.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...cells.map((row) => line(row))].join(
    '\n',
  );
}

export function truncate(text: string, max: number | undefined): string {
  if (max === undefined || text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

/** `850ms`, `12s`, `3m 05s`, `2h 01m`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** `[██████░░░░░░░░░░░░░░]  30%`, `progress` clamped to 0–1. */
export function progressBar(progress: number, width = 24): string {
  const p = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
  const filled = Math.round(p * width);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.floor(p * 100)).padStart(3)}%`;
}

/**
 * Estimates the time left from the progress seen so far: the rate between the first sample
 * and the latest. Undefined until the progress has moved.
 */
export class EtaEstimator {
  private first: { readonly at: number; readonly progress: number } | undefined;

  /** Records a sample; returns the milliseconds left, or undefined when unknown. */
  sample(at: number, progress: number): number | undefined {
    if (this.first === undefined || progress < this.first.progress) {
      this.first = { at, progress };
      return undefined;
    }
    const done = progress - this.first.progress;
    const elapsed = at - this.first.at;
    if (done <= 0 || elapsed <= 0) return undefined;
    return Math.max(0, ((1 - progress) * elapsed) / done);
  }
}

export interface RebuildSample {
  readonly name: string;
  readonly progress: number;
  readonly checkpoint: string;
  readonly liveCheckpoint: string;
  readonly etaMs: number | undefined;
}

/** One line of the rebuild's progress: the bar on a terminal, a log line otherwise. */
export function rebuildLine(sample: RebuildSample, bar: boolean): string {
  const eta = sample.etaMs === undefined ? 'ETA --' : `ETA ${formatDuration(sample.etaMs)}`;
  const positions = `${sample.checkpoint}/${sample.liveCheckpoint}`;
  if (bar) return `${sample.name} ${progressBar(sample.progress)}  ${positions}  ${eta}`;
  const percent = Math.floor(Math.min(1, Math.max(0, sample.progress)) * 100);
  return `${sample.name}: rebuilding ${percent}% (position ${positions}), ${eta}`;
}

/** `{"a":1}` cut to `max` characters. */
export function compactJson(value: unknown, max = 60): string {
  return truncate(JSON.stringify(value) ?? '', max);
}

/** `key: value` lines, keys padded to the longest. */
export function keyValues(entries: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...entries.map(([key]) => key.length));
  return entries.map(([key, value]) => `${`${key}:`.padEnd(width + 1)} ${value}`).join('\n');
}

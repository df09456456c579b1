import type {
  DeadLetterJson,
  DeadLetterPageJson,
  EventJson,
  ListenerJson,
  ListenerListJson,
  LogPageJson,
  RedriveReportJson,
  ReplayReportJson,
  ScavengeReportJson,
  StreamDeletionJson,
  StreamMetadataJson,
  StreamPageJson,
} from '../admin/answers';
import { EXIT, parseInvocation, USAGE, UsageError, type Command, type Invocation } from './args';
import {
  ApiClient,
  ApiError,
  segment,
  UnexpectedAnswer,
  UnreachableError,
  type Fetch,
} from './client';
import {
  compactJson,
  EtaEstimator,
  formatDuration,
  keyValues,
  oneLine,
  rebuildLine,
  table,
  type Column,
} from './format';

/** What the CLI touches of the outside world (the process's, in `main.ts`). */
export interface CliIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly fetch?: Fetch;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Runs one command line; resolves to the exit code. Never throws. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  let invocation: Invocation;
  try {
    invocation = parseInvocation(argv, io.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`tidemark: ${error.message}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  if (invocation.command.kind === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  const { options } = invocation;
  const client = new ApiClient(options.url, options.token, io.fetch ?? fetch);
  const out = (text: string) => io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  const json = (value: unknown) => out(JSON.stringify(value, null, 2));
  try {
    return await execute(invocation.command, client, { ...io, out, json, asJson: options.json });
  } catch (error) {
    if (error instanceof ApiError) {
      io.stderr.write(`tidemark: ${error.message}\n`);
      return EXIT.apiError;
    }
    if (error instanceof UnreachableError) {
      io.stderr.write(`tidemark: ${error.message}\n`);
      return EXIT.unreachable;
    }
    // Anything else came from reading an answer the fields check let through (an item of
    // the wrong shape): said as an unexpected answer to the request that brought it.
    const unexpected =
      error instanceof UnexpectedAnswer
        ? error
        : client.unreadable(`that this CLI could not read (${messageOf(error)})`);
    io.stderr.write(`tidemark: ${unexpected.message}\n`);
    return EXIT.unexpectedAnswer;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The top-level fields each answer must hold for the CLI to read it.
const LISTENER = ['name', 'status', 'checkpoint', 'rebuild'];
const DEAD_LETTER = ['id', 'status', 'resolution'];
const REDRIVE = ['redriven[]', 'notFound[]', 'notRedrivable[]'];
const METADATA = ['streamId', 'metadataVersion', 'metadata'];

interface Output extends CliIo {
  readonly out: (text: string) => void;
  readonly json: (value: unknown) => void;
  readonly asJson: boolean;
}

async function execute(command: Command, client: ApiClient, io: Output): Promise<number> {
  switch (command.kind) {
    case 'projections.list': {
      const body = await client.get<ListenerListJson>('/admin/projections', ['projections[]']);
      if (io.asJson) io.json(body);
      else io.out(listenerTable(body.projections));
      return EXIT.ok;
    }
    case 'projections.pause':
    case 'projections.resume': {
      const action = command.kind === 'projections.pause' ? 'pause' : 'resume';
      const listener = await client.post<ListenerJson>(
        `/admin/projections/${segment(command.name)}/${action}`,
        LISTENER,
      );
      if (io.asJson) io.json(listener);
      else io.out(`${listener.name}: ${listener.status} (checkpoint ${listener.checkpoint})`);
      return EXIT.ok;
    }
    case 'projections.rebuild':
      return rebuild(command, client, io);
    case 'projections.replay': {
      const report = await client.post<ReplayReportJson>(
        `/admin/projections/${segment(command.name)}/replay`,
        ['streamId', 'applied', 'skipped', 'failed', 'events[]'],
        command.force
          ? { streamId: command.streamId, force: true }
          : { streamId: command.streamId },
      );
      if (io.asJson) io.json(report);
      else io.out(replayText(command.name, report));
      // The replay stopped at an event the projection's policy does not skip.
      return report.failed > 0 ? EXIT.apiError : EXIT.ok;
    }
    case 'dead-letters.list': {
      const page = await client.get<DeadLetterPageJson>(
        '/admin/dead-letters',
        ['items[]', 'next'],
        command.query,
      );
      if (io.asJson) io.json(page);
      else {
        io.out(page.items.length === 0 ? 'no dead letters' : deadLetterTable(page.items));
        if (page.next !== null) io.out(`more: --after ${page.next}`);
      }
      return EXIT.ok;
    }
    case 'dead-letters.show': {
      const deadLetter = await client.get<DeadLetterJson>(
        `/admin/dead-letters/${segment(command.id)}`,
        [...DEAD_LETTER, 'event'],
      );
      if (io.asJson) io.json(deadLetter);
      else io.out(deadLetterDetails(deadLetter));
      return EXIT.ok;
    }
    case 'dead-letters.retry': {
      const report =
        command.ids.length === 1
          ? await client.post<RedriveReportJson>(
              `/admin/dead-letters/${segment(command.ids[0])}/retry`,
              REDRIVE,
            )
          : await client.post<RedriveReportJson>('/admin/dead-letters/retry', REDRIVE, {
              ids: command.ids,
            });
      if (io.asJson) io.json(report);
      else io.out(redriveText(report));
      if (report.notFound.length > 0) {
        io.stderr.write(`tidemark: DeadLetterNotFound: ${report.notFound.join(', ')}\n`);
        return EXIT.apiError;
      }
      return EXIT.ok;
    }
    case 'dead-letters.discard': {
      const deadLetter = await client.post<DeadLetterJson>(
        `/admin/dead-letters/${segment(command.id)}/discard`,
        DEAD_LETTER,
        { reason: command.reason },
      );
      if (io.asJson) io.json(deadLetter);
      else io.out(`${deadLetter.id}: ${deadLetter.status} (${deadLetter.resolution ?? ''})`);
      return EXIT.ok;
    }
    case 'stream.read': {
      const body = await client.get<StreamPageJson>(
        `/streams/${segment(command.streamId)}`,
        ['streamId', 'version', 'events[]'],
        command.query,
      );
      if (io.asJson) io.json(body);
      else {
        io.out(`stream ${body.streamId}, version ${body.version}, ${body.events.length} events`);
        io.out(eventTable(body.events, false));
      }
      return EXIT.ok;
    }
    case 'stream.delete': {
      const body = await client.delete<StreamDeletionJson>(
        `/admin/streams/${segment(command.streamId)}`,
        ['streamId', 'deletion', 'position'],
        command.query,
      );
      if (io.asJson) io.json(body);
      else {
        const how = body.deletion === 'tombstone' ? 'tombstoned (for good)' : 'deleted (soft)';
        io.out(`${body.streamId}: ${how} at position ${body.position}`);
      }
      return EXIT.ok;
    }
    case 'stream.metadata':
      return streamMetadata(command, client, io);
    case 'scavenge': {
      const body = await client.post<ScavengeReportJson>('/admin/scavenge', ['removedEvents']);
      if (io.asJson) io.json(body);
      else io.out(`scavenged: ${body.removedEvents} events removed`);
      return EXIT.ok;
    }
    case 'log.read': {
      const body = await client.get<LogPageJson>(
        '/all',
        ['events[]', 'nextPosition'],
        command.query,
      );
      if (io.asJson) io.json(body);
      else {
        io.out(body.events.length === 0 ? 'no events' : eventTable(body.events, true));
        io.out(`next position: ${body.nextPosition}  (--from ${body.nextPosition})`);
      }
      return EXIT.ok;
    }
    case 'help':
      io.out(USAGE);
      return EXIT.ok;
  }
}

/**
 * Shows a stream's metadata, or changes the fields the command line names and keeps the others:
 * read, then written under the metadataVersion read (a concurrent change fails with 409, not lost).
 */
async function streamMetadata(
  command: Extract<Command, { kind: 'stream.metadata' }>,
  client: ApiClient,
  io: Output,
): Promise<number> {
  const path = `/admin/streams/${segment(command.streamId)}/metadata`;
  const current = await client.get<StreamMetadataJson>(path, METADATA);
  let shown = current;
  if (command.clear || Object.keys(command.changes).length > 0) {
    const merged = { ...(command.clear ? {} : current.metadata), ...command.changes };
    const body = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
    shown = await client.put<StreamMetadataJson>(path, METADATA, {
      ...body,
      expectedMetadataVersion: current.metadataVersion,
    });
  }
  if (io.asJson) io.json(shown);
  else io.out(metadataText(shown));
  return EXIT.ok;
}

export function metadataText(m: StreamMetadataJson): string {
  const shown = (value: number | null) => (value === null ? '-' : String(value));
  return keyValues([
    ['stream', m.streamId],
    ['metadata version', String(m.metadataVersion)],
    ['max count', shown(m.metadata.maxCount)],
    ['max age (s)', shown(m.metadata.maxAgeSeconds)],
    ['truncate before', shown(m.metadata.truncateBefore)],
    ['custom', m.metadata.custom === null ? '-' : compactJson(m.metadata.custom)],
  ]);
}

/**
 * Starts a rebuild, then polls the projection until the new model has been swapped in
 * (`rebuild` back to null): a progress bar on a terminal, a line per poll otherwise, only
 * the final listener with --json.
 */
async function rebuild(
  command: Extract<Command, { kind: 'projections.rebuild' }>,
  client: ApiClient,
  io: Output,
): Promise<number> {
  const path = `/admin/projections/${segment(command.name)}`;
  const now = io.now ?? Date.now;
  const sleep = io.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const started = now();
  let listener = await client.post<ListenerJson>(`${path}/rebuild`, LISTENER);
  if (!command.wait) {
    if (io.asJson) io.json(listener);
    else io.out(`${listener.name}: rebuild started`);
    return EXIT.ok;
  }
  const bar = io.stdout.isTTY === true && !io.asJson;
  const eta = new EtaEstimator();
  let drawn = false;
  while (listener.rebuild !== null) {
    if (listener.status === 'failed') break;
    const line = rebuildLine(
      {
        name: listener.name,
        progress: listener.rebuild.progress,
        checkpoint: listener.rebuild.checkpoint,
        liveCheckpoint: listener.checkpoint,
        etaMs: eta.sample(now(), listener.rebuild.progress),
      },
      bar,
    );
    if (bar) {
      io.stdout.write(`\r${line}\x1b[K`);
      drawn = true;
    } else if (!io.asJson) io.out(line);
    await sleep(command.intervalMs);
    listener = await client.get<ListenerJson>(path, LISTENER);
  }
  if (drawn) io.stdout.write('\n');
  if (listener.status === 'failed') {
    if (io.asJson) io.json(listener);
    io.stderr.write(
      `tidemark: ${listener.name} failed during the rebuild: ${listener.lastError ?? 'unknown error'}\n`,
    );
    return EXIT.apiError;
  }
  if (io.asJson) io.json(listener);
  else {
    io.out(
      `${listener.name}: rebuilt and swapped in ${formatDuration(now() - started)} (checkpoint ${listener.checkpoint}, status ${listener.status})`,
    );
  }
  return EXIT.ok;
}

export function listenerTable(listeners: readonly ListenerJson[]): string {
  const columns: Column<ListenerJson>[] = [
    { header: 'NAME', value: (l) => l.name },
    { header: 'KIND', value: (l) => l.kind },
    { header: 'STATUS', value: (l) => l.status },
    { header: 'CHECKPOINT', value: (l) => l.checkpoint, align: 'right' },
    { header: 'HEAD', value: (l) => l.headPosition, align: 'right' },
    { header: 'LAG', value: (l) => l.lag, align: 'right' },
    { header: 'APPLIED', value: (l) => String(l.applied), align: 'right' },
    { header: 'SKIPPED', value: (l) => String(l.skipped), align: 'right' },
    {
      header: 'REBUILD',
      value: (l) => (l.rebuild === null ? '-' : `${Math.floor(l.rebuild.progress * 100)}%`),
    },
    { header: 'LAST ERROR', value: (l) => l.lastError ?? '-', max: 60 },
  ];
  return table(listeners, columns);
}

export function deadLetterTable(items: readonly DeadLetterJson[]): string {
  const columns: Column<DeadLetterJson>[] = [
    { header: 'ID', value: (d) => d.id },
    { header: 'LISTENER', value: (d) => d.listener },
    { header: 'STEP', value: (d) => d.step ?? '-' },
    { header: 'STREAM', value: (d) => `${d.streamId}@${d.version}` },
    { header: 'ATTEMPTS', value: (d) => String(d.attempts), align: 'right' },
    { header: 'STATUS', value: (d) => d.status },
    { header: 'CREATED', value: (d) => d.createdAt },
    { header: 'ERROR', value: (d) => d.error, max: 60 },
  ];
  return table(items, columns);
}

export function deadLetterDetails(d: DeadLetterJson): string {
  const entries: [string, string][] = [
    ['id', d.id],
    ['listener', d.listener],
    ['step', d.step ?? '-'],
    ['work item', d.workItemId ?? '-'],
    ['status', d.status],
    ['resolution', d.resolution ?? '-'],
    ['resolved at', d.resolvedAt ?? '-'],
    ['stream', `${d.streamId} version ${d.version} (position ${d.position})`],
    ['event id', d.eventId],
    ['attempts', String(d.attempts)],
    ['first attempt', d.firstAttemptAt],
    ['last attempt', d.lastAttemptAt],
    ['created', d.createdAt],
    ['error', d.error],
  ];
  const parts = [keyValues(entries), `event:\n${indent(JSON.stringify(d.event, null, 2))}`];
  if (d.stack !== null) parts.push(`stack:\n${indent(d.stack)}`);
  return parts.join('\n');
}

export function redriveText(report: RedriveReportJson): string {
  const list = (ids: readonly string[]) => (ids.length === 0 ? '-' : ids.join(', '));
  const lines = [
    `redriven:       ${list(report.redriven)}`,
    `not redrivable: ${list(report.notRedrivable)}`,
    `not found:      ${list(report.notFound)}`,
  ];
  if (report.notRedrivable.length > 0) {
    lines.push(
      "(a projection's dead letter is not re-driven: fix the cause, then `tidemark projections replay <name> <streamId> --force`)",
    );
  }
  return lines.join('\n');
}

/** The counts, then a line per event that was neither applied nor skipped. */
export function replayText(name: string, report: ReplayReportJson): string {
  const counts = [
    `applied ${report.applied}`,
    `skipped ${report.skipped}`,
    ...(report.deadLettered > 0 ? [`dead-lettered ${report.deadLettered}`] : []),
    ...(report.failed > 0 ? [`failed ${report.failed}`] : []),
    ...(report.notReplayed > 0 ? [`not replayed ${report.notReplayed}`] : []),
  ];
  const lines = [`${name}: replayed ${report.streamId}: ${counts.join(', ')}`];
  for (const e of report.events) {
    const at = `${report.streamId}@${e.version} ${e.type} (position ${e.position})`;
    const tries = `after ${e.attempts} attempt(s): ${oneLine(e.error ?? '')}`;
    if (e.outcome === 'dead-lettered') {
      lines.push(`  ${at}: dead-lettered ${tries} (dead letter ${e.deadLetterId ?? '-'})`);
    } else if (e.outcome === 'failed') {
      lines.push(`  ${at}: failed ${tries}; the replay stopped there`);
    }
  }
  return lines.join('\n');
}

export function eventTable(events: readonly EventJson[], withStream: boolean): string {
  const columns: Column<EventJson>[] = [
    { header: 'POSITION', value: (e) => e.position, align: 'right' },
    ...(withStream ? [{ header: 'STREAM', value: (e: EventJson) => e.streamId }] : []),
    { header: 'VERSION', value: (e) => String(e.version), align: 'right' },
    { header: 'TYPE', value: (e) => e.type },
    { header: 'RECORDED', value: (e) => e.recordedAt },
    { header: 'DATA', value: (e) => compactJson(e.data) },
  ];
  return table(events, columns);
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

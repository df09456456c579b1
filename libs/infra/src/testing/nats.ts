import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportSkipped } from './skipped';
import { until } from './wait';

/** The NATS server (with JetStream) tests use: TEST_NATS_URL, or the local default. */
export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}

/** The `nats-server` binary tests start their own servers with: NATS_SERVER_BIN, or the PATH's. */
export function natsServerBinary(): string {
  return process.env.NATS_SERVER_BIN ?? 'nats-server';
}

let reachable: boolean | undefined;

/**
 * Whether NATS tests run: where TEST_NATS_URL (default nats://127.0.0.1:4222) answers with
 * JetStream on and `nats-server` can be started. Outside CI anything missing skips them with a
 * message; under CI (`CI` set) they run and fail, so nothing is silently skipped there.
 * Checked synchronously because jest declares tests synchronously.
 */
export function natsTestsEnabled(suite: string): boolean {
  if (reachable === undefined) {
    const url = new URL(testNatsUrl());
    // The server's first line is INFO {...}; JetStream is on when it says "jetstream":true.
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `const s = require('net').connect(Number(process.argv[2]), process.argv[1]);
         s.setTimeout(3000, () => process.exit(1));
         s.on('error', () => process.exit(1));
         s.once('data', (d) => process.exit(/"jetstream":true/.test(String(d)) ? 0 : 2));`,
        url.hostname,
        url.port || '4222',
      ],
      { timeout: 10_000 },
    );
    const binary = spawnSync(natsServerBinary(), ['--version'], { timeout: 10_000 });
    reachable = probe.status === 0 && binary.status === 0;
  }
  if (reachable || process.env.CI) return true;
  reportSkipped(
    suite,
    `no NATS server with JetStream at ${testNatsUrl()} or no ${natsServerBinary()} ` +
      '(set TEST_NATS_URL / NATS_SERVER_BIN)',
  );
  return false;
}

/**
 * A loopback port nobody listens on right now, below the kernel's ephemeral range (32768 and
 * up on Linux): a port the OS hands out (`listen(0)`) can be taken by any outgoing connection
 * before the server binds it, or between a node's kill and its restart on the same port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** One `nats-server` process of a test, on loopback ports, with its JetStream files. */
export interface NatsNode {
  /** Server name (`n1`, `n2`, …): what JetStream names as a stream's leader. */
  readonly name: string;
  /** `nats://127.0.0.1:<port>` */
  readonly url: string;
  readonly monitorPort: number;
  /** Whether the process runs. */
  running(): boolean;
  /** SIGKILL: no goodbye to the cluster, no flush. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and files (after `kill` or `stop`). */
  start(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export interface NatsCluster {
  readonly nodes: readonly NatsNode[];
  /** Every node's client URL, comma-separated, as a store URL takes them. */
  readonly urls: string;
  node(name: string): NatsNode;
  /** Waits until the running nodes agree on a JetStream meta leader. */
  ready(): Promise<void>;
  /** Stops every node and removes the files. */
  close(): Promise<void>;
}

interface NodePorts {
  readonly client: number;
  readonly cluster: number;
  readonly monitor: number;
}

async function jsz(
  monitorPort: number,
): Promise<{ meta_cluster?: { leader?: string } } | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${monitorPort}/jsz`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok
      ? ((await response.json()) as { meta_cluster?: { leader?: string } })
      : undefined;
  } catch {
    return undefined;
  }
}

async function healthy(monitorPort: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${monitorPort}/healthz`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function natsNode(
  name: string,
  ports: NodePorts,
  dir: string,
  extraArgs: readonly string[],
): NatsNode {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const args = [
    '-a', '127.0.0.1',
    '-p', String(ports.client),
    '-m', String(ports.monitor),
    '-js',
    '-sd', join(dir, name),
    '--server_name', name,
    ...extraArgs,
  ]; // prettier-ignore

  const node: NatsNode = {
    name,
    url: `nats://127.0.0.1:${ports.client}`,
    monitorPort: ports.monitor,
    running: () => child !== undefined,
    async start() {
      if (child) return;
      const started = spawn(natsServerBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      started.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + String(chunk)).slice(-4_000);
      });
      child = started;
      exited = new Promise((resolve) => {
        started.once('exit', () => {
          if (child === started) child = undefined;
          resolve();
        });
      });
      await until(async () => {
        if (child !== started) throw new Error(`nats-server ${name} exited: ${stderr}`);
        return healthy(ports.monitor);
      }, `nats-server ${name} to answer on port ${ports.monitor}`);
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  return node;
}

/**
 * One JetStream server of the test's own, on loopback ports (stop and kill it at will);
 * `args`: more `nats-server` flags (e.g. `--user u --pass p`).
 */
export async function startNatsServer(
  args: readonly string[] = [],
): Promise<NatsNode & { close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-nats-'));
  const ports = { client: await freePort(), cluster: 0, monitor: await freePort() };
  const node = natsNode('n1', ports, dir, args);
  await node.start();
  return {
    ...node,
    running: () => node.running(),
    start: () => node.start(),
    stop: () => node.stop(),
    kill: () => node.kill(),
    async close() {
      await node.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A JetStream cluster of `size` (default 3) servers on loopback ports, named `n1`…: streams
 * created with `num_replicas: 3` on it are replicated, and a node killed with `kill()` leaves
 * the others to elect a new leader.
 */
export async function startNatsCluster(size = 3): Promise<NatsCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'tidemark-nats-cluster-'));
  const ports: NodePorts[] = [];
  for (let i = 0; i < size; i += 1) {
    ports.push({ client: await freePort(), cluster: await freePort(), monitor: await freePort() });
  }
  const routes = ports.map((p) => `nats://127.0.0.1:${p.cluster}`).join(',');
  const nodes = ports.map(
    (p, i) =>
    natsNode(`n${i + 1}`, p, dir, [
      '--cluster_name', 'tidemark-test',
      '--cluster', `nats://127.0.0.1:${p.cluster}`,
      '--routes', routes,
    ]), // prettier-ignore
  );
  const cluster: NatsCluster = {
    nodes,
    urls: nodes.map((n) => n.url).join(','),
    node(name) {
      const found = nodes.find((n) => n.name === name);
      if (!found) throw new Error(`no NATS node named ${name}`);
      return found;
    },
    async ready() {
      await until(async () => {
        const running = nodes.filter((n) => n.running());
        const leaders = await Promise.all(
          running.map(async (n) => (await jsz(n.monitorPort))?.meta_cluster?.leader),
        );
        return (
          leaders.length > 0 &&
          leaders.every((l) => l !== undefined && l !== '' && l === leaders[0])
        );
      }, 'the NATS cluster to agree on a JetStream meta leader');
    },
    async close() {
      await Promise.all(nodes.map((n) => n.stop()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // Together: a clustered node waits for its peers before it reports healthy.
    await Promise.all(nodes.map((n) => n.start()));
    await cluster.ready();
  } catch (error) {
    await Promise.all(nodes.map((n) => n.kill()));
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

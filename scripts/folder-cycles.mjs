#!/usr/bin/env node
/**
 * Reads `depcruise --output-type json` on stdin, reports its rule violations, and fails when
 * folders import each other: in every folder, the entries beside each other (sub-folders and
 * files) must import one way. A dependency a → b counts between the two entries of the
 * deepest folder holding both, so a slice's module may import its use cases and they its
 * shared files, but no two sibling slices may reach each other, however indirectly.
 *
 * `node scripts/folder-cycles.mjs [--fail <prefix>]... [--warn <prefix>]...`: cycles under a
 * `--fail` folder fail the run, those under a `--warn` folder are only listed.
 *
 * Tests are leaves: a spec that boots the app imports the composition root, which is not a
 * dependency of the folder it sits in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.(spec|int-spec|e2e-spec|shared-spec)\.ts$/;

function parseArgs(argv) {
  const roots = { fail: [], warn: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const kind = argv[i].replace(/^--/, '');
    if (!(kind in roots) || argv[i + 1] === undefined) {
      throw new Error(`usage: folder-cycles.mjs [--fail <folder>]... [--warn <folder>]...`);
    }
    roots[kind].push(argv[i + 1].replace(/\/$/, ''));
  }
  return roots;
}

/** The entries of the deepest folder holding both files, or undefined for the same entry. */
function siblings(from, to) {
  const a = from.split('/');
  const b = to.split('/');
  let i = 0;
  while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i += 1;
  if (a[i] === b[i]) return undefined;
  return { folder: a.slice(0, i).join('/'), from: a[i], to: b[i] };
}

/** Tarjan's strongly connected components of more than one entry. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function folderCycles(modules, root) {
  const graphs = new Map();
  const examples = new Map();
  const inRoot = (file) => file.startsWith(`${root}/`);
  for (const module of modules) {
    if (!inRoot(module.source) || TEST_FILE.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = dependency.resolved;
      if (!inRoot(to) || dependency.coreModule) continue;
      const edge = siblings(module.source, to);
      if (!edge) continue;
      const graph = graphs.get(edge.folder) ?? new Map();
      graphs.set(edge.folder, graph);
      graph.set(edge.from, (graph.get(edge.from) ?? new Set()).add(edge.to));
      const key = `${edge.folder}\0${edge.from}\0${edge.to}`;
      if (!examples.has(key)) examples.set(key, `${module.source} → ${to}`);
    }
  }
  const report = [];
  for (const [folder, graph] of graphs) {
    for (const component of cycles(graph)) {
      const members = new Set(component);
      const imports = [];
      for (const from of component) {
        for (const to of graph.get(from) ?? []) {
          if (members.has(to)) imports.push(`    ${examples.get(`${folder}\0${from}\0${to}`)}`);
        }
      }
      report.push(`  in ${folder}/: ${component.join(' ↔ ')}\n${imports.join('\n')}`);
    }
  }
  return report;
}

const { fail, warn } = parseArgs(process.argv.slice(2));
const input = readFileSync(0, 'utf8');
if (input.trim() === '') {
  console.error(
    'folder-cycles: no depcruise output on stdin (is dependency-cruiser installed? npm ci)',
  );
  process.exit(1);
}
const cruise = JSON.parse(input);
let failed = false;

const violations = cruise.summary?.violations ?? [];
for (const violation of violations) {
  const where = violation.cycle
    ? violation.cycle.map((step) => step.name ?? step).join(' → ')
    : `${violation.from} → ${violation.to}`;
  console.error(`${violation.rule.severity} ${violation.rule.name}: ${where}`);
  if (violation.rule.severity === 'error') failed = true;
}

for (const [roots, label] of [
  [fail, 'error'],
  [warn, 'warn'],
]) {
  for (const root of roots) {
    const report = folderCycles(cruise.modules, path.posix.normalize(root));
    if (report.length === 0) continue;
    console.error(
      `${label} folder-cycles: folders under ${root}/ import each other\n${report.join('\n')}`,
    );
    if (label === 'error') failed = true;
  }
}

if (failed) process.exit(1);
console.log(
  `dependency rules: ${cruise.summary?.totalCruised ?? 0} modules, no error` +
    (violations.length > 0 ? ` (${violations.length} warnings)` : ''),
);

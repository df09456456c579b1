import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The markdown outside fenced code blocks, line by line (code shows links, it has none). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (line.startsWith('```')) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Every anchor of a page, duplicates numbered as GitHub does (`x`, `x-1`, …). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (heading === null) continue;
    const anchor = anchorOf(heading[1]);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

interface Link {
  readonly page: string;
  readonly line: number;
  readonly target: string;
}

function linksOf(page: string, markdown: string): Link[] {
  return proseLines(markdown).flatMap((line, index) =>
    // Inline code may hold brackets and parentheses that are no link.
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
      page,
      line: index + 1,
      target: match[1],
    })),
  );
}

/**
 * Links of `pages` (path → markdown) to a file that does not exist or an anchor its page does
 * not have, as `page:line → target (why)`. Links to other sites are not followed.
 */
function brokenLinks(
  pages: ReadonlyMap<string, string>,
  exists: (path: string) => boolean,
  read: (path: string) => string,
): string[] {
  const broken: string[] = [];
  for (const [page, markdown] of pages) {
    for (const link of linksOf(page, markdown)) {
      if (/^[a-z]+:/.test(link.target)) continue;
      const [path, anchor] = link.target.split('#', 2);
      const file = path === '' ? page : resolve(dirname(page), path);
      const where = `${link.page}:${link.line} → ${link.target}`;
      if (!exists(file)) {
        broken.push(`${where} (no such file)`);
      } else if (anchor !== undefined) {
        if (!file.endsWith('.md')) broken.push(`${where} (an anchor into a file that is no page)`);
        else if (!anchorsOf(pages.get(file) ?? read(file)).has(anchor)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
  }
  return broken;
}

const root = join(__dirname, '..');
const guides = readdirSync(__dirname)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(__dirname, name));
const readme = join(root, 'README.md');
const pages = new Map(
  [readme, ...guides].map((page) => [relative(root, page), readFileSync(page, 'utf8')]),
);
const inRoot = (path: string) => join(root, path);

describe('links of the README and the guides in docs/', () => {
  it('lead to files and headings that exist', () => {
    const absolute = new Map([...pages].map(([page, text]) => [inRoot(page), text]));
    const broken = brokenLinks(absolute, existsSync, (file) => readFileSync(file, 'utf8'));
    expect(broken.map((entry) => entry.replaceAll(`${root}/`, ''))).toEqual([]);
  });

  it('reach every guide from the README', () => {
    const linked = new Set(
      linksOf(readme, pages.get('README.md') ?? '').map((link) => link.target.split('#')[0]),
    );
    const unlinked = guides
      .map((guide) => relative(root, guide))
      .filter((guide) => !linked.has(guide));
    expect(unlinked).toEqual([]);
  });

  it('are checked the way GitHub names anchors, and a broken one is found', () => {
    expect(anchorOf('NestJS: `TidemarkModule` and @nestjs/cqrs')).toBe(
      'nestjs-tidemarkmodule-and-nestjscqrs',
    );
    expect(anchorOf('Authentication, roles and rate limits')).toBe(
      'authentication-roles-and-rate-limits',
    );
    const page = '/site/docs/a.md';
    const other = '/site/docs/b.md';
    const site = new Map([
      [
        page,
        [
          '# A',
          '## Twice',
          '## Twice',
          'See [b](b.md#there), [twice](#twice-1), [c](c.md), [gone](b.md#nowhere), [self](#nope).',
          '```bash',
          'echo "[not a link](missing.md)"',
          '```',
          '`[in code](missing.md)` and [img](b.md) and [web](https://example.com/x#y)',
        ].join('\n'),
      ],
      [other, '# B\n\n## There\n'],
    ]);
    expect(
      brokenLinks(
        site,
        (path) => site.has(path),
        () => '',
      ),
    ).toEqual([
      '/site/docs/a.md:4 → c.md (no such file)',
      '/site/docs/a.md:4 → b.md#nowhere (no such heading)',
      '/site/docs/a.md:4 → #nope (no such heading)',
    ]);
  });
});

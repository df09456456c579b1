import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** The `npm …` commands of the development guide's paragraph on what CI runs, in its order. */
function commandsTheGuideNames(): string[] {
  const guide = readFileSync(join(root, 'docs', 'development.md'), 'utf8');
  const paragraph = guide.split('\n\n').find((text) => text.startsWith('`bash .ci/run` is'));
  if (paragraph === undefined) throw new Error('docs/development.md says nothing of .ci/run');
  return [...paragraph.matchAll(/`(npm (?:run [\w:-]+|test))`/g)].map((match) => match[1]);
}

describe('CI', () => {
  it('runs every check the development guide says it runs, in that order', () => {
    const ci = readFileSync(join(root, '.ci', 'run'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('npm '));
    const named = commandsTheGuideNames();
    expect(named).toEqual(
      expect.arrayContaining(['npm run lint', 'npm run lint:bench', 'npm test']),
    );
    expect(ci.filter((line) => named.includes(line))).toEqual(named);
  });
});

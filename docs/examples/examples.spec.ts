import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendAndRead } from './append-and-read';
import { counterSpecs, incrementTwice } from './counter-aggregate';

describe('docs examples', () => {
  it('append-and-read runs as the README shows', async () => {
    expect(await appendAndRead()).toEqual(['version 2', '1 OrderPlaced', '2 OrderPaid', 'log 2']);
  });

  it('counter-aggregate runs as the README shows', async () => {
    expect(() => counterSpecs()).not.toThrow();
    expect(await incrementTwice()).toBe(7);
  });

  it.each(['append-and-read.ts', 'counter-aggregate.ts'])(
    'the README shows %s as it is',
    (file) => {
      const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
      expect(readme).toContain(readFileSync(join(__dirname, file), 'utf8'));
    },
  );
});

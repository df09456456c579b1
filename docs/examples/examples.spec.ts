import { appendAndRead } from './append-and-read';

describe('docs examples', () => {
  it('append-and-read runs as the README shows', async () => {
    expect(await appendAndRead()).toEqual(['version 2', '1 OrderPlaced', '2 OrderPaid', 'log 2']);
  });
});

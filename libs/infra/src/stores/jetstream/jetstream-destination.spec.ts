import { exactHeaderValue, subjectCovers } from './jetstream-destination';

describe('the JetStream destination’s subjects and headers', () => {
  it('knows whether a stream’s subject captures every subject of a template', () => {
    const template = 'tidemark-events.*.*.*';
    expect(subjectCovers('tidemark-events.*.*.*', template)).toBe(true);
    expect(subjectCovers('tidemark-events.>', template)).toBe(true);
    expect(subjectCovers('>', template)).toBe(true);
    expect(subjectCovers('tidemark.*.*.*', template)).toBe(false);
    expect(subjectCovers('tidemark-events.*.*', template)).toBe(false);
    expect(subjectCovers('tidemark-events.*.*.*.*', template)).toBe(false);
    expect(subjectCovers('tidemark-events.order.*.*', template)).toBe(false);
    expect(subjectCovers('a.*.c', 'a.b.c')).toBe(true);
    expect(subjectCovers('a.b.c', 'a.*.c')).toBe(false);
    expect(subjectCovers('a.*', 'a.>')).toBe(false);
  });

  it('carries a header value that decodeURIComponent gives back exactly', () => {
    const values = [
      'OrderPlaced',
      'Order Placed',
      ' Padded ',
      '\tTabbed',
      'trailing ',
      '100%',
      '%41',
      'é 😀',
      'a\nb',
    ];
    for (const value of values) expect(decodeURIComponent(exactHeaderValue(value))).toBe(value);
    expect(exactHeaderValue('OrderPlaced')).toBe('OrderPlaced');
    expect(exactHeaderValue('Order Placed')).toBe('Order Placed');
    expect(exactHeaderValue(' Padded ')).toBe('%20Padded%20');
    expect(exactHeaderValue('%41')).toBe('%2541');
  });
});

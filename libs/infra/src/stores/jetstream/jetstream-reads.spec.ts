import { intactAck } from './jetstream-reads';

describe('intactAck: a consumer message’s sequence, only from an intact reply', () => {
  const nanos = '1796419630010044984';

  it('reads the short and the long form', () => {
    expect(intactAck(`$JS.ACK.TM.c1.1.42.7.${nanos}.3`, 'TM', 'c1')).toEqual({
      seq: 42,
      nanos: Number(nanos),
    });
    expect(intactAck(`$JS.ACK._.hash.TM.c1.1.42.7.${nanos}.3.rnd`, 'TM', 'c1')).toEqual({
      seq: 42,
      nanos: Number(nanos),
    });
  });

  it('trusts no reply a route altered: the subject after an `@` left part of itself in it', () => {
    // As a 2.9 cluster delivered `tidemark.TM.e.cacct.acct-x@y` to a client on another node.
    const altered = `$JS.ACK.TM.c1.1.42.7.${nanos}.3@tidemark.TM.e.cacct.acct-x`;
    expect(intactAck(altered, 'TM', 'c1')).toBeUndefined();
    // nats.js reads the time as the sequence there.
    expect(altered.split('.')[7]).toBe(nanos);
  });

  it('trusts no reply of another shape, stream or consumer', () => {
    for (const reply of [
      '',
      '_INBOX.abc',
      `$JS.ACK.TM.c1.1.42.7.${nanos}`,
      `$JS.ACK.TM.c1.1.42.7.${nanos}.3.x`,
      `$JS.ACK.OTHER.c1.1.42.7.${nanos}.3`,
      `$JS.ACK.TM.c2.1.42.7.${nanos}.3`,
      `$JS.ACK.TM.c1.1.0.7.${nanos}.3`,
      `$JS.ACK.TM.c1.1.x.7.${nanos}.3`,
      `$JS.ACK.TM.c1.1.42.7.soon.3`,
      `$JS.ACK.TM.c1.1.99999999999999999.7.${nanos}.3`,
    ]) {
      expect({ reply, ack: intactAck(reply, 'TM', 'c1') }).toEqual({ reply, ack: undefined });
    }
  });
});

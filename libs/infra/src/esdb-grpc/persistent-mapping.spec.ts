import { CreateReq } from './protocol/persistent';
import { Empty } from './protocol/shared';
import { allStart, filterOf, settingsOf, streamStartOf } from './persistent-mapping';

const settings = () =>
  new CreateReq.Settings()
    .setMaxRetryCount(3)
    .setLiveBufferSize(100)
    .setReadBatchSize(10)
    .setHistoryBufferSize(20)
    .setMinCheckpointCount(1)
    .setMaxCheckpointCount(5)
    .setNamedConsumerStrategy(CreateReq.ConsumerStrategy.ROUNDROBIN);

describe('persistent-subscription mapping', () => {
  it('reads a stream start from the deprecated revision: 0 start, 2^64 - 1 end', () => {
    expect(streamStartOf('0')).toBe('start');
    expect(streamStartOf('18446744073709551615')).toBe('end');
    expect(streamStartOf('4')).toEqual({ version: 5 });
  });

  it('reads a $all start: start, end or a commit position', () => {
    const all = new CreateReq.AllOptions();
    expect(allStart(all.setStart(new Empty()))).toBe('start');
    expect(allStart(new CreateReq.AllOptions().setEnd(new Empty()))).toBe('end');
    const position = new CreateReq.Position().setCommitPosition('42').setPreparePosition('42');
    expect(allStart(new CreateReq.AllOptions().setPosition(position))).toEqual({
      position: 42n,
    });
  });

  it('takes timeouts in milliseconds or in the deprecated ticks, strategies by name or enum', () => {
    expect(settingsOf(settings().setMessageTimeoutMs(1500), 'start')).toMatchObject({
      messageTimeoutMs: 1500,
      consumerStrategy: 'RoundRobin',
      maxRetryCount: 3,
    });
    expect(
      settingsOf(
        settings().setMessageTimeoutTicks('20000000').setCheckpointAfterTicks('10000'),
        'end',
      ),
    ).toMatchObject({ messageTimeoutMs: 2000, checkpointAfterMs: 1, startFrom: 'end' });
    expect(settingsOf(settings(), 'start', 'Pinned').consumerStrategy).toBe('Pinned');
    expect(() => settingsOf(settings(), 'start', 'PinnedByCorrelation')).toThrow(
      expect.objectContaining({ details: expect.stringMatching(/not served/) }),
    );
  });

  it('maps $all filters: prefixes to the store filter, a regex to a pattern', () => {
    const expression = new CreateReq.AllOptions.FilterOptions.Expression();
    const byType = new CreateReq.AllOptions()
      .setStart(new Empty())
      .setFilter(
        new CreateReq.AllOptions.FilterOptions().setEventType(expression.setRegex('^[^$]')),
      );
    expect(filterOf(byType)).toEqual({ typePattern: '^[^$]' });
    const byStream = new CreateReq.AllOptions().setFilter(
      new CreateReq.AllOptions.FilterOptions().setStreamIdentifier(
        new CreateReq.AllOptions.FilterOptions.Expression().setPrefixList(['order-']),
      ),
    );
    expect(filterOf(byStream)).toEqual({ streamPrefixes: ['order-'] });
    expect(filterOf(new CreateReq.AllOptions().setNoFilter(new Empty()))).toBeUndefined();
  });
});

import { StoreFull, StoreUnavailable } from '../../errors';
import { postgresFailure } from './postgres-failures';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('postgresFailure', () => {
  it('is StoreUnavailable for a lost, refused or timed-out connection, a shutdown, too many connections', () => {
    for (const error of [
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57014', 'canceling statement due to statement timeout'),
      pgError('55P03', 'canceling statement due to lock timeout'),
      pgError('25P03', 'terminating connection due to idle-in-transaction timeout'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('08006'),
    ]) {
      const failure = postgresFailure(error, 'statement');
      expect(failure).toBeInstanceOf(StoreUnavailable);
      expect(failure).toMatchObject({ store: 'postgres', writeOutcome: undefined, cause: error });
    }
  });

  it('is StoreUnavailable for any failure to connect (the database refuses connections)', () => {
    const refused = pgError('55000', 'database "x" is not currently accepting connections');
    expect(postgresFailure(refused, 'connect')).toBeInstanceOf(StoreUnavailable);
    expect(postgresFailure(refused, 'statement')).toBeUndefined();
  });

  it('leaves the outcome of a write unknown when the link failed while COMMIT was in flight', () => {
    const failure = postgresFailure(new Error('Query read timeout'), 'commit');
    expect(failure).toMatchObject({ code: 'StoreUnavailable', writeOutcome: 'unknown' });
  });

  it('is StoreFull for a full disk', () => {
    expect(postgresFailure(pgError('53100', 'could not extend file'), 'statement')).toBeInstanceOf(
      StoreFull,
    );
  });

  it("leaves the statement's own errors alone", () => {
    for (const code of ['23505', '22P02', '42P01', '40001']) {
      expect(postgresFailure(pgError(code), 'statement')).toBeUndefined();
    }
  });
});

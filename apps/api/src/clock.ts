/** DI token of the app's `Clock` (from @tidemark/infra): the one source of "now", replaceable in tests. */
export const CLOCK = Symbol('Clock');

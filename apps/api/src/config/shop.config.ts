import { isTimeZone } from '@tidemark/domain';
import { EnvReader, type Env, type Read } from './env';

/** The shop saga's payment deadline, the dev notifier's fault injection, the shop's time zone. */
export interface ShopOptions {
  /** An order not paid this long after it was placed is cancelled. */
  readonly paymentDeadlineMs: number;
  readonly notifier: {
    /** 0-1: the share of sends that fail transiently. */
    readonly failureRate: number;
    readonly latencyMs: number;
    /** Every send fails permanently (dead-lettered at once). */
    readonly permanentFailure: boolean;
  };
  /** The calendar of per-day limits (IANA, `SHOP_TIME_ZONE`). */
  readonly timeZone: string;
}

/** Limits on the shop's notifications to a customer. */
export interface NotificationLimitsOptions {
  /** The same content to the same customer at most once per this window. */
  readonly sameContentWindowMs: number;
  /** At most this many notifications per channel per customer per calendar day. */
  readonly perChannelPerDay: number;
  readonly timeZone: string;
}

export function readShopOptions(env: Env): Read<ShopOptions> {
  const vars = new EnvReader(env);
  const paymentDeadlineMs =
    vars.integer('ORDER_PAYMENT_DEADLINE_SECONDS', 1800, 1, 31_536_000) * 1000;
  const notifier = {
    failureRate: vars.fraction('NOTIFIER_FAILURE_RATE', 0),
    latencyMs: vars.integer('NOTIFIER_LATENCY_MS', 0, 0, 600_000),
    permanentFailure: vars.flag('NOTIFIER_PERMANENT_FAILURE'),
  };
  const timeZone = vars.string('SHOP_TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    vars.problem(
      `SHOP_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "${timeZone}"`,
    );
  }
  return vars.result({
    paymentDeadlineMs,
    notifier,
    timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
  });
}

export function readNotificationLimitsOptions(
  env: Env,
  timeZone: string,
): Read<NotificationLimitsOptions> {
  const vars = new EnvReader(env);
  return vars.result({
    sameContentWindowMs: vars.integer('NOTIFY_SAME_CONTENT_SECONDS', 300, 1, 31_536_000) * 1000,
    perChannelPerDay: vars.integer('NOTIFY_DAILY_LIMIT', 5, 1, 1_000_000),
    timeZone,
  });
}

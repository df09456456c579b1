import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisFailure } from './redis-failures';

/*
 * Layout, <p> being the key prefix (all in one Redis server: see RedisSeenKeyStore):
 *   <p>seen:<key>     ZSET   factId scored by occurredAt (window lookups)
 *   <p>entry:<key>    HASH   factId -> "<revision>:<expiresAt>:<occurredAt>:<JSON of the rest>"
 *   <p>hits:<limit>   ZSET   one member per sliding-window hit, scored by its time
 *   <p>bucket:<limit> HASH   count, expiresAt
 *   <p>expiry         ZSET   what to sweep, scored by logical expiry; members name the data
 *                            as "<e|h|b>:<byte length of name>:<name><rest>", so any key bytes fit
 * Every time is the caller's logical `now`; Redis's clock only drives the safety-net TTLs.
 */

/** Helpers every script starts with. */
const PRELUDE = `
-- Numbers back to exact decimal strings (Lua's tostring keeps only 14 digits).
local function num(x) return string.format('%.17g', x) end

-- Safety net only: a real TTL of at least ms, never shortening a longer one.
local function extend(key, ms)
  ms = math.max(1, math.ceil(ms))
  if redis.call('PTTL', key) < ms then redis.call('PEXPIRE', key, ms) end
end

-- revision, expiresAt (numbers) and occurredAt (as stored) of an entry value.
local function header(value)
  local revision, expiresAt, occurredAt = string.match(value, '^([^:]*):([^:]*):([^:]*):')
  return tonumber(revision), tonumber(expiresAt), occurredAt
end
`;

/**
 * Limit checks: limit i has key KEYS[k0 + i] and arguments ARGV[a0 + 4(i−1) + 1..4]:
 * kind, max, windowMs (sliding) or expiresAt (bucket), expiry-index member.
 */
const LIMITS = `
-- The first limit refusing one more hit at now: its index and when to retry.
local function refusal(now, k0, a0, n)
  for i = 1, n do
    local key, a = KEYS[k0 + i], a0 + (i - 1) * 4
    local kind, max, param = ARGV[a + 1], tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3])
    if kind == 'sliding' then
      local from, to = '(' .. num(now - param), num(now)
      local hits = redis.call('ZCOUNT', key, from, to)
      if hits >= max then
        -- more than max hits once max was lowered: the next fits when the (hits - max)-th
        -- (0-based, by time) has left the window, not the oldest
        local leaving = redis.call('ZRANGEBYSCORE', key, from, to, 'WITHSCORES', 'LIMIT', hits - max, 1)
        return i, leaving[2] and tonumber(leaving[2]) + param - now or 0
      end
    else
      local bucket = redis.call('HMGET', key, 'count', 'expiresAt')
      if bucket[1] and tonumber(bucket[2]) > now and tonumber(bucket[1]) >= max then
        return i, tonumber(bucket[2]) - now
      end
    end
  end
  return nil
end

-- Counts one hit per limit (uid makes sliding members unique) and indexes their expiry.
local function count(now, k0, a0, n, index, uid, margin)
  for i = 1, n do
    local key, a = KEYS[k0 + i], a0 + (i - 1) * 4
    local kind, param, member = ARGV[a + 1], tonumber(ARGV[a + 3]), ARGV[a + 4]
    if kind == 'sliding' then
      redis.call('ZREMRANGEBYSCORE', key, '-inf', num(now - param))
      redis.call('ZADD', key, num(now), uid .. ':' .. i)
      local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
      redis.call('ZADD', index, num(tonumber(oldest[2]) + param), member)
      extend(key, param + margin)
      extend(index, param + margin)
    else
      local expiresAt = redis.call('HGET', key, 'expiresAt')
      if expiresAt and tonumber(expiresAt) > now then
        redis.call('HINCRBY', key, 'count', 1)
      else
        -- absent, or expired at now: the bucket restarts
        redis.call('HSET', key, 'count', 1, 'expiresAt', ARGV[a + 3])
        redis.call('ZADD', index, ARGV[a + 3], member)
        extend(key, param - now + margin)
        extend(index, param - now + margin)
      end
    end
  end
end
`;

/**
 * claim. KEYS: seen, entry, expiry, limit keys. ARGV: now, occurredAt, windowMs, factId, value,
 * expiresAt, expiry member, uid, margin, limit count, limit arguments.
 */
const CLAIM = `${PRELUDE}${LIMITS}
-- The nearest live entry within the window answers seen; else, when every limit admits a
-- hit, the entry is stored and the hits counted; else nothing is written.
local now, at, window, margin = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[9])
local near = redis.call('ZRANGEBYSCORE', KEYS[1], num(at - window), num(at + window), 'WITHSCORES')
local best, bestValue, bestDistance
for i = 1, #near, 2 do
  local value = redis.call('HGET', KEYS[2], near[i])
  if value then
    local _, expiresAt = header(value)
    local distance = math.abs(tonumber(near[i + 1]) - at)
    -- candidates come by ascending occurredAt, so a strict < keeps the earlier on a tie
    if expiresAt > now and (not bestDistance or distance < bestDistance) then
      best, bestValue, bestDistance = near[i], value, distance
    end
  end
end
if best then return {'seen', best, bestValue} end
local n = tonumber(ARGV[10])
local refused, retry = refusal(now, 3, 10, n)
if refused then return {'limited', tostring(refused), num(retry)} end
count(now, 3, 10, n, KEYS[3], ARGV[8], margin)
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
redis.call('ZADD', KEYS[3], ARGV[6], ARGV[7])
local ttl = tonumber(ARGV[6]) - now + margin
extend(KEYS[1], ttl)
extend(KEYS[2], ttl)
extend(KEYS[3], ttl)
return {'claimed'}
`;

/**
 * update. KEYS: seen, entry, expiry. ARGV: now, factId, revision, next revision, expiresAt,
 * body ('' removes the entry), expiry member, margin.
 */
const UPDATE = `${PRELUDE}
-- Compare-and-set on the revision of a live entry; answers its value before the change.
local value = redis.call('HGET', KEYS[2], ARGV[2])
if not value then return false end
local now = tonumber(ARGV[1])
local revision, expiresAt, occurredAt = header(value)
if expiresAt <= now or revision ~= tonumber(ARGV[3]) then return false end
if ARGV[6] == '' then
  redis.call('HDEL', KEYS[2], ARGV[2])
  redis.call('ZREM', KEYS[1], ARGV[2])
  redis.call('ZREM', KEYS[3], ARGV[7])
else
  redis.call('HSET', KEYS[2], ARGV[2], ARGV[4] .. ':' .. ARGV[5] .. ':' .. occurredAt .. ':' .. ARGV[6])
  redis.call('ZADD', KEYS[3], ARGV[5], ARGV[7])
  local ttl = tonumber(ARGV[5]) - now + tonumber(ARGV[8])
  extend(KEYS[1], ttl)
  extend(KEYS[2], ttl)
  extend(KEYS[3], ttl)
end
return value
`;

/**
 * admit. KEYS: expiry, limit keys. ARGV: now, uid, margin, limit count, limit arguments.
 */
const ADMIT = `${PRELUDE}${LIMITS}
-- All limits admit one more hit and each counts it, or none counts it.
local now, n = tonumber(ARGV[1]), tonumber(ARGV[4])
local refused, retry = refusal(now, 1, 4, n)
if refused then return {'limited', tostring(refused), num(retry)} end
count(now, 1, 4, n, KEYS[1], ARGV[2], tonumber(ARGV[3]))
return {'admitted'}
`;

/**
 * sweep. KEYS: expiry. ARGV: now, key prefix, batch size. The data keys are derived from the
 * index members here, undeclared (one more reason the store needs a single Redis server).
 */
const SWEEP = `${PRELUDE}
-- Removes up to a batch of what expired by now; answers entries removed, members visited.
local now, prefix = tonumber(ARGV[1]), ARGV[2]
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local entries = 0
for _, member in ipairs(due) do
  local kind, length, start = string.match(member, '^(%a):(%d+):()')
  local name = string.sub(member, start, start + tonumber(length) - 1)
  local rest = string.sub(member, start + tonumber(length))
  local later -- set when the data still lives after now: its real expiry
  if kind == 'e' then
    local key = prefix .. 'entry:' .. name
    local value = redis.call('HGET', key, rest)
    if value then
      local _, expiresAt = header(value)
      if expiresAt <= now then
        redis.call('HDEL', key, rest)
        redis.call('ZREM', prefix .. 'seen:' .. name, rest)
        entries = entries + 1
      else
        later = expiresAt
      end
    end
  elseif kind == 'h' then
    local key, window = prefix .. 'hits:' .. name, tonumber(rest)
    redis.call('ZREMRANGEBYSCORE', key, '-inf', num(now - window))
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    if oldest[2] then later = tonumber(oldest[2]) + window end
  else
    local key = prefix .. 'bucket:' .. name
    local expiresAt = redis.call('HGET', key, 'expiresAt')
    if expiresAt and tonumber(expiresAt) <= now then
      redis.call('DEL', key)
    elseif expiresAt then
      later = tonumber(expiresAt)
    end
  end
  if later then
    redis.call('ZADD', KEYS[1], num(later), member)
  else
    redis.call('ZREM', KEYS[1], member)
  end
end
return {tostring(entries), tostring(#due)}
`;

/** A Lua script run by EVALSHA, loaded with EVAL when Redis does not know it (yet). */
class LuaScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(client: Redis, keys: readonly string[], args: readonly string[]): Promise<string[]> {
    let reply: unknown;
    try {
      reply = await client.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) {
        throw redisFailure(error);
      }
      reply = await client
        .eval(this.source, keys.length, ...keys, ...args)
        .catch((again: unknown) => {
          throw redisFailure(again);
        });
    }
    if (reply === null) return [];
    if (typeof reply === 'string') return [reply];
    if (Array.isArray(reply)) return reply.map((part: unknown) => String(part));
    throw new Error(`unexpected reply from a seen-key script: ${String(reply)}`);
  }
}

export const scripts = {
  claim: new LuaScript(CLAIM),
  update: new LuaScript(UPDATE),
  admit: new LuaScript(ADMIT),
  sweep: new LuaScript(SWEEP),
};

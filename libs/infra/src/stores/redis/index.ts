// `@tidemark/infra/redis`: the Redis seen-key store for fact dedup (driver: ioredis, a peer dependency).
export {
  REDIS_CLIENT_OPTIONS,
  RedisSeenKeyStore,
  type RedisSeenKeyStoreOptions,
} from './redis-seen-key-store';

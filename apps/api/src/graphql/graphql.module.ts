import { Logger, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config';
import { formatExecution, validateSubscription } from './errors';
import { aliasLimitRule, complexityRule, storableTextRule } from './limits';
import {
  GRAPHQL_PRE_EXECUTION,
  type GraphQLRequestContext,
  type PreExecutionHook,
} from './request-context';

/** `authorization` of a subscription's `connection_init` payload (graphql-ws clients send one). */
function connectionAuthorization(payload: unknown): Partial<GraphQLRequestContext> {
  if (typeof payload !== 'object' || payload === null) return {};
  const { authorization, Authorization } = payload as Record<string, unknown>;
  const value = authorization ?? Authorization;
  return typeof value === 'string' ? { connectionAuthorization: value } : {};
}

const logger = new Logger('GraphQL');

/**
 * GraphQL at `/graphql` (code first, on mercurius): queries and mutations over HTTP POST (queries
 * also GET), subscriptions over WebSocket on the same path (`graphql-transport-ws` and the
 * older `graphql-ws` protocol). No GraphiQL: it would load its assets from a CDN.
 */
@Module({
  imports: [
    GraphQLModule.forRootAsync<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      inject: [AppConfig, GRAPHQL_PRE_EXECUTION],
      useFactory: (config: AppConfig, preExecution: PreExecutionHook): MercuriusDriverConfig => ({
        path: '/graphql',
        autoSchemaFile: true,
        sortSchema: true,
        graphiql: false,
        // mercurius caches a document's validation by its text; the complexity limit depends
        // on the variables too, so every request is validated.
        cache: false,
        queryDepth: config.graphql.maxDepth,
        validationRules: ({ variables, operationName }) => [
          complexityRule(config.graphql.maxComplexity, variables, operationName),
          aliasLimitRule(config.graphql.maxAliases),
          storableTextRule(variables, config.http.bodyMaxDepth),
        ],
        errorFormatter: (execution) =>
          formatExecution(execution, config.http.bodyLimitBytes, (error) =>
            logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)),
          ),
        hooks: {
          preExecution,
          // The cost limit of a subscription is checked by its resolver (it needs the variables).
          preSubscriptionExecution: (schema, document) =>
            validateSubscription(schema, document, [
              aliasLimitRule(config.graphql.maxAliases),
              storableTextRule(undefined, config.http.bodyMaxDepth),
            ]),
        },
        context: (req: FastifyRequest, reply: FastifyReply): GraphQLRequestContext => ({
          req,
          reply,
        }),
        subscription: {
          context: (_socket, request): GraphQLRequestContext => ({
            connectionHeaders: request.headers,
          }),
          onConnect: ({ payload }) => connectionAuthorization(payload),
          keepAlive: 15_000,
        },
      }),
    }),
  ],
})
export class AppGraphQLModule {}

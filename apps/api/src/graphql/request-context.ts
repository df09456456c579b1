import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, GraphQLResolveInfo } from 'graphql';
import type { IncomingHttpHeaders } from 'node:http';

/** The GraphQL context: an HTTP operation's request, or a subscription's connection. */
export interface GraphQLRequestContext {
  /** Queries and mutations over HTTP (the mercurius driver sets it). */
  readonly req?: FastifyRequest;
  readonly reply?: FastifyReply;
  /** Subscriptions: the WebSocket upgrade request's headers. */
  readonly connectionHeaders?: IncomingHttpHeaders;
  /** Subscriptions: `authorization` of the `connection_init` payload, if any. */
  readonly connectionAuthorization?: string;
}

/** The `Authorization` the operation came with: the request's, or the connection's. */
export function authorizationOf(context: GraphQLRequestContext): string | string[] | undefined {
  return (
    context.req?.headers.authorization ??
    context.connectionAuthorization ??
    context.connectionHeaders?.authorization
  );
}

/** The request headers of the operation (a subscription: its upgrade request's). */
export function headersOf(context: GraphQLRequestContext): IncomingHttpHeaders {
  return context.req?.headers ?? context.connectionHeaders ?? {};
}

/** The operation and context of a resolver's execution context. */
export function graphqlOperationOf(context: ExecutionContext): {
  readonly kind: 'Query' | 'Mutation' | 'Subscription' | string;
  readonly request: GraphQLRequestContext;
} {
  const graphql = GqlExecutionContext.create(context);
  return {
    kind: graphql.getInfo<GraphQLResolveInfo>().parentType.name,
    request: graphql.getContext<GraphQLRequestContext>(),
  };
}

/**
 * A mercurius `preExecution` hook, given by the module that knows who may run what (the auth
 * module: introspection needs a token when auth is on); it throws to refuse the operation.
 */
export type PreExecutionHook = (
  schema: unknown,
  document: DocumentNode,
  context: GraphQLRequestContext,
) => void;

/** DI token of the app's {@link PreExecutionHook}. */
export const GRAPHQL_PRE_EXECUTION = Symbol('GraphQLPreExecution');

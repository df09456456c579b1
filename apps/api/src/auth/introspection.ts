import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {
  authorizationOf,
  type GraphQLRequestContext,
  type PreExecutionHook,
} from '../graphql/request-context';
import type { Authenticator } from './authenticator';

/**
 * A mercurius `preExecution` hook: with auth on, an operation that selects a meta field at its
 * root (`__schema`, `__type`, `__typename`) needs a reader token like any query. graphql-js
 * answers those fields itself, without a resolver, so the guard never sees them.
 */
export function introspectionNeedsToken(auth: Authenticator): PreExecutionHook {
  return (_schema: unknown, document: DocumentNode, context: GraphQLRequestContext): void => {
    if (selectsMetaFieldAtRoot(document)) {
      auth.authorize(auth.identify(authorizationOf(context)), 'reader');
    }
  };
}

/** Whether any operation of `document` selects a `__` field at its root, through fragments too. */
export function selectsMetaFieldAtRoot(document: DocumentNode): boolean {
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const visited = new Set<string>();
  const selects = (set: SelectionSetNode): boolean =>
    set.selections.some((selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          return selection.name.value.startsWith('__');
        case Kind.INLINE_FRAGMENT:
          return selects(selection.selectionSet);
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (visited.has(name) || !fragment) return false;
          visited.add(name);
          return selects(fragment.selectionSet);
        }
      }
    });
  return document.definitions.some(
    (node) => node.kind === Kind.OPERATION_DEFINITION && selects(node.selectionSet),
  );
}

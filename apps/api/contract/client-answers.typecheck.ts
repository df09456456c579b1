// Type-checked by `npm run lint` (tsc -p tsconfig.json), never run: it compiles only while the
// answers the package's clients (the `tidemark` CLI, the admin console) read are what the app's
// OpenAPI document says the API answers.
// The clients' answer types are no public API of the package: this check reads their source.
// eslint-disable-next-line no-restricted-imports
import type {
  DeadLetterJson,
  DeadLetterPageJson,
  DedupReportJson,
  EventJson,
  HealthJson,
  ListenerJson,
  ListenerListJson,
  LogPageJson,
  RedriveReportJson,
  ReplayedEventJson,
  ReplayReportJson,
  ScavengeReportJson,
  StreamDeletionJson,
  StreamMetadataJson,
  StreamPageJson,
} from '../../../libs/infra/src/admin/answers';
import type { components } from './api-types';

type Schemas = components['schemas'];

/**
 * 'reads' when every answer the API documents is a value of the client's type (no field the
 * client reads is missing, renamed, of another type or with a value the client does not know)
 * and the client names no top-level field the API lacks; else what is wrong.
 */
type Reads<Api, Client> = [Api] extends [Client]
  ? [Exclude<keyof Client, keyof Api>] extends [never]
    ? 'reads'
    : { readonly fieldsTheApiLacks: Exclude<keyof Client, keyof Api> }
  : { readonly notAValueOfTheClientType: Api };

/** Each schema the clients read, beside the client's type for it. */
type Pairs = {
  readonly EventSchema: Reads<Schemas['EventSchema'], EventJson>;
  readonly ReadStreamResponseSchema: Reads<Schemas['ReadStreamResponseSchema'], StreamPageJson>;
  readonly ReadAllResponseSchema: Reads<Schemas['ReadAllResponseSchema'], LogPageJson>;
  readonly HealthResponseSchema: Reads<Schemas['HealthResponseSchema'], HealthJson>;
  readonly ListenerSchema: Reads<Schemas['ListenerSchema'], ListenerJson>;
  readonly ListenerListSchema: Reads<Schemas['ListenerListSchema'], ListenerListJson>;
  readonly ReplayedEventSchema: Reads<Schemas['ReplayedEventSchema'], ReplayedEventJson>;
  readonly ReplayReportSchema: Reads<Schemas['ReplayReportSchema'], ReplayReportJson>;
  readonly DeadLetterSchema: Reads<Schemas['DeadLetterSchema'], DeadLetterJson>;
  readonly DeadLetterPageSchema: Reads<Schemas['DeadLetterPageSchema'], DeadLetterPageJson>;
  readonly RedriveReportSchema: Reads<Schemas['RedriveReportSchema'], RedriveReportJson>;
  readonly DedupReportSchema: Reads<Schemas['DedupReportSchema'], DedupReportJson>;
  readonly StreamMetadataResponseSchema: Reads<
    Schemas['StreamMetadataResponseSchema'],
    StreamMetadataJson
  >;
  readonly DeleteStreamResponseSchema: Reads<
    Schemas['DeleteStreamResponseSchema'],
    StreamDeletionJson
  >;
  readonly ScavengeResponseSchema: Reads<Schemas['ScavengeResponseSchema'], ScavengeReportJson>;
};

/** Fails to compile naming each pair that does not read, and what is wrong with it. */
type EveryPairReads<T extends { readonly [schema: string]: 'reads' }> = T;
export type ClientAnswersReadTheApi = EveryPairReads<Pairs>;

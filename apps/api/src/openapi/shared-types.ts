import {
  DeadLetterPageSchema,
  DeadLetterSchema,
  DeleteStreamResponseSchema,
  EventSchema,
  ListenerRebuildSchema,
  ListenerSchema,
  RedriveReportSchema,
  ReplayedEventSchema,
  ReplayReportSchema,
  ScavengeResponseSchema,
  StreamMetadataResponseSchema,
  StreamMetadataSchema,
} from '@tidemark/infra/admin';
import { exposeInGraphql } from './fields';

/*
 * The library's response shapes (the admin API's, and the event's) as this app's GraphQL
 * types: import them from here, so they are exposed before any resolver names them.
 */
exposeInGraphql(EventSchema, 'Event');
exposeInGraphql(ListenerRebuildSchema, 'ListenerRebuild');
exposeInGraphql(ListenerSchema, 'Listener');
exposeInGraphql(ReplayedEventSchema, 'ReplayedEvent');
exposeInGraphql(ReplayReportSchema, 'ReplayReport');
exposeInGraphql(DeadLetterSchema, 'DeadLetter');
exposeInGraphql(DeadLetterPageSchema, 'DeadLetterPage');
exposeInGraphql(RedriveReportSchema, 'RedriveReport');
exposeInGraphql(DeleteStreamResponseSchema, 'StreamDeletion');
exposeInGraphql(StreamMetadataSchema, 'StreamMetadataFields');
exposeInGraphql(StreamMetadataResponseSchema, 'StreamMetadata');
exposeInGraphql(ScavengeResponseSchema, 'ScavengeReport');

export {
  DeadLetterPageSchema,
  DeadLetterSchema,
  DeleteStreamResponseSchema,
  EventSchema,
  ListenerSchema,
  RedriveReportSchema,
  ReplayReportSchema,
  ScavengeResponseSchema,
  StreamMetadataResponseSchema,
};

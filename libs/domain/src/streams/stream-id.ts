const STREAM_ID = /^[A-Za-z0-9_.:@-]{1,200}$/;

/** Problems with a stream id, empty when it is valid (DESIGN: 1–200 chars of [A-Za-z0-9_.:@-], not starting with `$`). */
export function streamIdProblems(streamId: unknown): string[] {
  if (typeof streamId !== 'string') return ['streamId must be a string'];
  const problems: string[] = [];
  if (!STREAM_ID.test(streamId)) {
    problems.push('streamId must be 1-200 characters of A-Z a-z 0-9 _ . : @ -');
  }
  if (streamId.startsWith('$')) problems.push('streamId must not start with "$"');
  return problems;
}

export function isValidStreamId(streamId: unknown): streamId is string {
  return streamIdProblems(streamId).length === 0;
}

/** The category is the part of the stream id before the first `-` (the whole id when it has none). */
export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

/** Builds `<category>-<id>`, the one way stream ids are made from an aggregate's id. */
export function streamIdFor(category: string, id: string): string {
  return `${category}-${id}`;
}

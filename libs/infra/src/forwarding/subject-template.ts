import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * A subject (or routing key) per event, from a template over `{category}`, `{stream}`,
 * `{type}` and `{id}`: e.g. `tidemark.{category}.{stream}.{type}`. Each value is one token:
 * characters other than `[A-Za-z0-9_-]` are percent-encoded (UTF-8), so `.` in a stream id
 * never splits a token and `*`/`>` never act as wildcards.
 */
export type SubjectOf = (event: RecordedEvent) => string;

const PLACEHOLDER = /\{([a-z]+)\}/g;
const FIELDS = ['category', 'stream', 'type', 'id'] as const;
type Field = (typeof FIELDS)[number];

/** The problem with a template, or undefined. */
export function subjectTemplateProblem(template: string): string | undefined {
  if (template.length === 0 || template.length > 200) return 'must be 1-200 characters';
  if (/[\s*>]/.test(template)) return 'must not hold whitespace or wildcards';
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const unknown = names.find((name) => !(FIELDS as readonly string[]).includes(name));
  if (unknown !== undefined)
    return `{${unknown}} is none of ${FIELDS.map((f) => `{${f}}`).join(', ')}`;
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) return 'has an unclosed { or }';
  if (template.split('.').some((token) => token.length === 0)) return 'has an empty token';
  return undefined;
}

/** @throws Error when the template is malformed (see {@link subjectTemplateProblem}). */
export function subjectTemplate(template: string): SubjectOf {
  const problem = subjectTemplateProblem(template);
  if (problem) throw new Error(`subject template "${template}" ${problem}`);
  return (event) =>
    template.replace(PLACEHOLDER, (_, name: string) => encodeToken(fieldOf(event, name as Field)));
}

/**
 * The subjects a stream must capture for every subject of `template`: each token holding a
 * placeholder becomes `*`.
 */
export function subjectFilterOf(template: string): string {
  return template
    .split('.')
    .map((token) => (token.includes('{') ? '*' : token))
    .join('.');
}

/** One subject token from any string: percent-encoding of all but `[A-Za-z0-9_-]`. */
export function encodeToken(value: string): string {
  if (value.length === 0) return '%00';
  return encodeURIComponent(value).replace(
    /[.!~*'()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function fieldOf(event: RecordedEvent, field: Field): string {
  switch (field) {
    case 'category': {
      const dash = event.streamId.indexOf('-');
      return dash < 0 ? event.streamId : event.streamId.slice(0, dash);
    }
    case 'stream':
      return event.streamId;
    case 'type':
      return event.type;
    case 'id':
      return event.id;
  }
}

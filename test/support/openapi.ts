import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Record<string, Schema>;
  readonly required?: string[];
  readonly oneOf?: Schema[];
  readonly items?: Schema;
  readonly pattern?: string;
  readonly enum?: unknown[];
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: Schema;
}

export interface MediaType {
  readonly schema?: Schema;
}

export interface Operation {
  readonly summary?: string;
  readonly tags?: string[];
  readonly security?: Record<string, string[]>[];
  readonly parameters?: Parameter[];
  readonly requestBody?: { content: Record<string, MediaType> };
  readonly responses: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Partial<Record<Method, Operation>>>;
  readonly components: {
    readonly schemas: Record<string, Schema>;
    readonly securitySchemes?: Record<string, { type: string; scheme?: string }>;
  };
}

/** One operation of the document: `POST /orders/{id}/cancel`. */
export interface Route {
  readonly route: string;
  readonly method: Method;
  readonly path: string;
  readonly operation: Operation;
}

/** A response as the app sent it. */
export interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
}

/** The `/docs/json` document as a client reads it (raw, with `$ref`s). */
export async function fetchDocument(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/docs/json`);
  if (response.status !== 200) throw new Error(`/docs/json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method as Method,
      path,
      operation: operation as Operation,
    })),
  );
}

/**
 * The document checked as generated clients check it: valid OpenAPI by swagger-parser, and
 * every response compared with the schema documented for its status and media type (ajv:
 * `oneOf` must match exactly one branch, `nullable` as OpenAPI 3.0 has it).
 */
export class OpenApiContract {
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly validators = new Map<Schema, ValidateFunction>();
  private readonly byRoute: Map<string, Operation>;

  private constructor(
    readonly document: OpenApiDocument,
    private readonly dereferenced: OpenApiDocument,
  ) {
    this.byRoute = new Map(routesOf(dereferenced).map((r) => [r.route, r.operation]));
  }

  /** Fails with swagger-parser's list of problems when the document is not valid OpenAPI. */
  static async of(document: OpenApiDocument): Promise<OpenApiContract> {
    // swagger-parser dereferences what it is given in place: each call gets its own copy.
    await SwaggerParser.validate(structuredClone(document) as never);
    const dereferenced = await SwaggerParser.dereference(structuredClone(document) as never);
    return new OpenApiContract(document, dereferenced as unknown as OpenApiDocument);
  }

  /** What is wrong with `answer` as a response of `route`; empty when it is as documented. */
  problems(route: string, answer: Answer): string[] {
    const operation = this.byRoute.get(route);
    if (!operation) return [`${route} is not in the document`];
    const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
    if (!documented) {
      const listed = Object.keys(operation.responses).join(', ');
      return [`${route} answered ${answer.status}, which it does not document (${listed})`];
    }
    const content = documented.content ?? {};
    if (answer.text === '' && answer.contentType === null) {
      return Object.keys(content).length === 0
        ? []
        : [`${route} ${answer.status}: no body, documented ${Object.keys(content).join(', ')}`];
    }
    const mediaType = (answer.contentType ?? '').split(';', 1)[0].trim().toLowerCase();
    const media = content[mediaType];
    if (!media) {
      const listed = Object.keys(content).join(', ') || 'no body';
      return [`${route} ${answer.status}: a ${mediaType} body, documented ${listed}`];
    }
    if (mediaType !== 'application/json' || !media.schema) return [];
    return this.schemaProblems(`${route} ${answer.status}`, media.schema, JSON.parse(answer.text));
  }

  /** What is wrong with `value` as an instance of the document's `components.schemas[name]`. */
  componentProblems(name: string, value: unknown): string[] {
    const schema = this.dereferenced.components.schemas[name];
    if (!schema) return [`no component schema ${name}`];
    return this.schemaProblems(name, schema, value);
  }

  private schemaProblems(what: string, schema: Schema, value: unknown): string[] {
    let validate = this.validators.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(schema, validate);
    }
    if (validate(value)) return [];
    return [
      `${what}: ${this.ajv.errorsText(validate.errors, { separator: '; ' })} in ${JSON.stringify(value).slice(0, 600)}`,
    ];
  }
}

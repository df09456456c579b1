import {
  Inject,
  Logger,
  Module,
  Optional,
  StreamableFile,
  type DynamicModule,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  HttpPlatform,
  type HttpRequestLike,
  type HttpResponseLike,
} from '../../nest/http/http-platform';
import {
  BUILT_CONSOLE_DIRECTORY,
  CONSOLE_PATH,
  consoleAnswer,
  readConsoleFiles,
  type ConsoleFile,
} from './console-files';

export interface TidemarkConsoleOptions {
  /** The built console to serve; default: the one this package ships (its `dist/console`). */
  readonly directory?: string;
}

const TIDEMARK_CONSOLE_OPTIONS = Symbol('TIDEMARK_CONSOLE_OPTIONS');

/**
 * Serves the admin console (a browser app over the admin HTTP API) at `/console/`, on Express
 * and Fastify alike, with no other dependency: `/console` redirects there, `index.html` is
 * always revalidated, the hashed assets are cached for a year, every file carries a strict
 * Content-Security-Policy, and a console that was not built answers 404 with a JSON body.
 * The files are static and hold no secret (every call the console makes carries the admin token
 * its user types), so they are served outside the app's guards; the routes are not in the
 * app's OpenAPI document. Import `TidemarkConsoleModule` (or `.forRoot({ directory })`) once.
 */
@Module({})
export class TidemarkConsoleModule implements OnModuleInit {
  static forRoot(options: TidemarkConsoleOptions = {}): DynamicModule {
    return {
      module: TidemarkConsoleModule,
      providers: [{ provide: TIDEMARK_CONSOLE_OPTIONS, useValue: options }],
    };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Optional()
    @Inject(TIDEMARK_CONSOLE_OPTIONS)
    private readonly options: TidemarkConsoleOptions = {},
  ) {}

  onModuleInit(): void {
    const adapter = this.adapterHost.httpAdapter;
    // An application context without an HTTP server has nothing to serve the console on.
    if (adapter === undefined || adapter === null) return;
    const directory = this.options.directory ?? BUILT_CONSOLE_DIRECTORY;
    const files = readConsoleFiles(directory);
    if (files === undefined) {
      new Logger('TidemarkConsoleModule').warn(
        `no built console in ${directory}: /console answers 404`,
      );
    }
    const platform = new HttpPlatform(this.adapterHost);
    const serve = (request: HttpRequestLike, response: HttpResponseLike): void => {
      const answer = consoleAnswer(files, platform.path(request));
      switch (answer.kind) {
        case 'redirect':
          adapter.redirect(response, 301, answer.location);
          return;
        case 'file':
          platform.setHeaders(response, answer.file.headers);
          adapter.reply(response, fileBody(answer.file), 200);
          return;
        case 'not-found':
          platform.reply(response, 404, answer.body);
          return;
      }
    };
    // Registered on the platform itself, as static files are: no guard, pipe or interceptor of
    // the app's runs for them. Each router spells "everything below" its own way.
    const below = adapter.getType() === 'fastify' ? `${CONSOLE_PATH}/*` : `${CONSOLE_PATH}/{*path}`;
    adapter.get(CONSOLE_PATH, serve);
    adapter.get(below, serve);
  }
}

/** A body both platforms send as bytes (a Buffer alone is sent as JSON by Express's adapter). */
function fileBody(file: ConsoleFile): StreamableFile {
  return new StreamableFile(file.body, {
    type: file.headers['content-type'],
    length: file.body.length,
  });
}

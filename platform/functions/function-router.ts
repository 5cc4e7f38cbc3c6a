/**
 * Which of the site's functions a request reaches, as @netlify/dev's chain decides it before static
 * files: a function whose own paths (`config.path`, or /.netlify/functions/<name>) match, else one
 * that a redirect of netlify.toml points to (the `/api/*` 404 rule's api-not-found). The local
 * server asks here first and gives the emulator only what no function answers; the emulator's own
 * functions are off.
 *
 * Why: with its functions on, @netlify/dev always watches the files, and a watched function is
 * bundled with esbuild as it is registered: about 30 s of the reference machine's two cores at every
 * site start (eleven in a test run), for bundles that nothing runs, since function-host.ts imports
 * the sources. A FunctionsHandler made here without a file watcher (its options allow none) reads
 * each function's paths from its source (zip-it-and-ship-it's `listFunctions` with `parseISC`) and
 * builds nothing; its `match` and the redirect handler's are the emulator's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { mockLocation, Reactive } from '@netlify/dev-utils';
import { FunctionsHandler, type FunctionMatch } from '@netlify/functions-dev';
import { RedirectsHandler } from '@netlify/redirects';
import { runFunctionsInProcess } from './function-host';

export class FunctionRouter {
  private constructor(
    private readonly functions: FunctionsHandler,
    private readonly redirects: RedirectsHandler,
  ) {}

  /** The router of the functions in netlify.toml's functions directory, with its redirects, read as the emulator reads them. */
  static async create(projectRoot: string): Promise<FunctionRouter> {
    runFunctionsInProcess();
    const configPath = path.join(projectRoot, 'netlify.toml');
    const config = await resolveConfig({
      config: fs.existsSync(configPath) ? configPath : undefined,
      context: 'dev',
      cwd: projectRoot,
      repositoryRoot: projectRoot,
      offline: true,
      mode: 'cli',
    });
    const functions = new FunctionsHandler({
      config: new Reactive(config),
      // Where a build would go; with no file watcher nothing is built.
      destPath: path.join(projectRoot, '.netlify', 'functions-serve'),
      // As the emulator gives with its geolocation off (local-server.ts).
      geolocation: mockLocation,
      projectRoot,
      settings: {},
      userFunctionsPath: config.config.functionsDirectory ?? path.join(projectRoot, 'netlify/functions'),
    });
    const redirects = new RedirectsHandler({
      configPath: config.configPath,
      configRedirects: config.config.redirects,
      jwtRoleClaim: '',
      jwtSecret: '',
      projectDir: projectRoot,
    });
    const router = new FunctionRouter(functions, redirects);
    // The first call would otherwise wait for the scan of the functions' sources.
    await functions.match(new Request('http://localhost/'));
    return router;
  }

  /** The function's answer to `request`, or null when no function takes it. */
  async answer(request: Request): Promise<Response | null> {
    const own = await this.match(request);
    if (own) return own.handle(request);
    // As the emulator: a rule of any kind whose target is a function's path runs that function.
    const redirect = await this.redirects.match(request);
    if (!redirect) return null;
    const target = await this.match(new Request(redirect.target));
    return target ? target.handle(request) : null;
  }

  private async match(request: Request): Promise<FunctionMatch | undefined> {
    const found = await this.functions.match(request);
    // The emulator would serve a static file at the function's path first; no function of the
    // site asks for that (`preferStatic`), and this router does not do it.
    if (found?.preferStatic) throw new Error(`${new URL(request.url).pathname}: a function with preferStatic is not routed locally (platform/functions/function-router.ts)`);
    return found;
  }
}

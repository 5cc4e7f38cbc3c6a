/**
 * The headers Netlify gives the site's files and pages, for the address asked for: netlify.toml's
 * `[[headers]]` and the published build's `_headers` (the Content-Security-Policy and the module
 * preloads the build writes). Read with Netlify's own parser once per published build; the
 * emulator's handler reads both files again for every request.
 *
 * The server applies them itself because the emulator gives a file reached past the catch-all
 * redirect (`/*`, not forced: every file and page) the headers of the redirect's target `/.`, so
 * /_astro/* lost its year-long immutable caching.
 */
import path from 'node:path';
import { parseAllHeaders, type Header, type MinimalHeader } from '@netlify/headers-parser';

export class BuildHeaders {
  private rules: Promise<Header[]> | null = null;
  private build: string | null = null;

  constructor(
    private readonly configPath: string,
    private readonly publishedDir: string,
    private readonly log: (line: string) => void,
  ) {}

  /** The headers for `pathname` in `build` (the published build's name; it changes with each publish). */
  async for(pathname: string, build: string | null): Promise<Record<string, string>> {
    if (!this.rules || build !== this.build) {
      this.build = build;
      this.rules = this.read();
    }
    const matching: Record<string, string> = {};
    for (const rule of await this.rules) {
      if (rule.forRegExp.test(pathname)) for (const [name, value] of Object.entries(rule.values)) matching[name.toLowerCase()] = value;
    }
    return matching;
  }

  private async read(): Promise<Header[]> {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [path.join(this.publishedDir, '_headers')],
      netlifyConfigPath: this.configPath,
      configHeaders: [],
      minimal: false,
    });
    for (const error of errors) this.log(`Headers: ${error.message}`);
    return headers.filter((rule: MinimalHeader | Header): rule is Header => 'forRegExp' in rule);
  }
}

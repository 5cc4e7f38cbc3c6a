/**
 * The local function host (platform/functions/function-host.ts) and router (function-router.ts): the
 * host stops, naming what is missing, when @netlify/functions-dev lacks the private method it
 * replaces; a function routed by its path runs in the server's own process, one loaded module
 * answering every call, with its path's named segments in context.params, and nothing is bundled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { FunctionsHandler } from '@netlify/functions-dev';
import { describe, expect, it } from 'vitest';
import { HANDLER_METHODS, requireMembers } from '../../platform/functions/function-host';
import { FunctionRouter } from '../../platform/functions/function-router';
import { makeTestDataDir } from '../support/test-site';

const installed: string = JSON.parse(
  fs.readFileSync(new URL('../../node_modules/@netlify/functions-dev/package.json', import.meta.url), 'utf8'),
).version;

describe('the check of the private method the local function host replaces', () => {
  it('lets the installed FunctionsHandler through', () => {
    expect(() => requireMembers(FunctionsHandler.prototype, HANDLER_METHODS)).not.toThrow();
  });

  it('stops at a handler class without invoke, naming the installed version, the member and the pin', () => {
    class HandlerWithoutInvoke {
      async match() {
        return undefined;
      }
    }
    expect(() => requireMembers(HandlerWithoutInvoke.prototype, HANDLER_METHODS)).toThrow(
      `@netlify/functions-dev ${installed} lacks FunctionsHandler.prototype.invoke, which the local function host replaces; ` +
        'install the pinned 2.0.8 (npm install) or update platform/functions/function-host.ts',
    );
  });
});

describe('a function routed and served by the local function host', () => {
  it('runs in the server’s own thread, its module loaded once (the second call counts 2), with its path’s named segments in context.params', async () => {
    // A project of its own whose only function is the fixture (the site's own would ship it).
    const projectRoot = makeTestDataDir();
    fs.cpSync(path.resolve(import.meta.dirname, '../fixtures/function-host'), path.join(projectRoot, 'netlify/functions'), { recursive: true });
    // As the site's netlify.toml sends an unknown /api/* call to a function.
    fs.writeFileSync(path.join(projectRoot, 'netlify.toml'), '[[redirects]]\nfrom = "/api/*"\nto = "/.netlify/functions/no-route"\nstatus = 404\nforce = true\n');
    try {
      const router = await FunctionRouter.create(projectRoot);
      const call = async () => (await router.answer(new Request('http://127.0.0.1/counter')))!.json();
      const answers = [await call(), await call()];
      expect(answers).toEqual([
        { calls: 1, threadId },
        { calls: 2, threadId },
      ]);
      // As on Netlify, the named segments of the function's path arrive in context.params.
      const params = await router.answer(new Request('http://127.0.0.1/shelf/a-2/item/f00d'));
      expect(await params!.json()).toEqual({ shelf: 'a-2', itemId: 'f00d' });
      // A redirect whose target is a function runs that function, with the request as it was made.
      const unknown = (await router.answer(new Request('http://127.0.0.1/api/no-such-call')))!;
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ notFound: '/api/no-such-call' });
      // A path no function has is left to the emulator; and no function was bundled.
      expect(await router.answer(new Request('http://127.0.0.1/elsewhere'))).toBeNull();
      expect(fs.existsSync(path.join(projectRoot, '.netlify', 'functions-serve'))).toBe(false);
    } finally {
      fs.rmSync(projectRoot, { recursive: true, force: true });
    }
  });
});

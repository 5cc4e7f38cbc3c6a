/**
 * The local function host (platform/functions/function-host.ts): it stops, naming what is missing, when
 * @netlify/functions-dev lacks a private member it replaces or reads; and a function it serves
 * runs in the server's own process, one loaded module answering every call, with its path's named
 * segments in context.params.
 */
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { NetlifyDev } from '@netlify/dev';
import { FunctionsHandler } from '@netlify/functions-dev';
import { describe, expect, it } from 'vitest';
import { FUNCTION_FIELDS, HANDLER_METHODS, requireMembers, runFunctionsInProcess } from '../../platform/functions/function-host';
import { makeTestDataDir } from '../support/test-site';

const installed: string = JSON.parse(
  fs.readFileSync(new URL('../../node_modules/@netlify/functions-dev/package.json', import.meta.url), 'utf8'),
).version;

describe('the check of the private members the local function host relies on', () => {
  it('lets the installed FunctionsHandler through', () => {
    expect(() => requireMembers(FunctionsHandler.prototype, HANDLER_METHODS)).not.toThrow();
  });

  it('stops at a handler class without match, naming the installed version, the member and the pin', () => {
    class HandlerWithoutMatch {
      async invoke() {
        return new Response('');
      }
    }
    expect(() => requireMembers(HandlerWithoutMatch.prototype, HANDLER_METHODS)).toThrow(
      `@netlify/functions-dev ${installed} lacks FunctionsHandler.prototype.match, which the local function host replaces; ` +
        'install the pinned 2.0.8 (npm install) or update platform/functions/function-host.ts',
    );
  });

  it('stops at a function whose build it cannot await', () => {
    class FunctionWithoutBuildQueue {
      name = 'counter';
      mainFile = '/functions/counter.mts';
      buildPromise = Promise.resolve();
    }
    expect(() => requireMembers(new FunctionWithoutBuildQueue(), FUNCTION_FIELDS)).toThrow(
      `@netlify/functions-dev ${installed} lacks NetlifyFunction.buildQueue, which the local function host reads;`,
    );
  });
});

describe('a function served by the local function host', () => {
  it('runs in the server’s own thread, its module loaded once (the second call counts 2), with its path’s named segments in context.params', async () => {
    // A project of its own whose only function is the fixture (the site's own would ship it).
    const projectRoot = makeTestDataDir();
    fs.cpSync(path.resolve(import.meta.dirname, '../fixtures/function-host'), path.join(projectRoot, 'netlify/functions'), { recursive: true });
    runFunctionsInProcess();
    const off = { enabled: false };
    const netlify = new NetlifyDev({
      projectRoot,
      skipGitignore: true,
      functions: { enabled: true },
      aiGateway: off,
      blobs: off,
      database: off,
      edgeFunctions: off,
      environmentVariables: off,
      geolocation: off,
      headers: off,
      images: off,
      redirects: off,
      staticFiles: off,
      serverAddress: null,
    });
    await netlify.start();
    try {
      const call = async () => {
        const result = await netlify.handleAndIntrospect(new Request('http://127.0.0.1/counter'));
        expect(result?.type).toBe('function');
        return result!.response.json();
      };
      const answers = [await call(), await call()];
      expect(answers).toEqual([
        { calls: 1, threadId },
        { calls: 2, threadId },
      ]);
      // As on Netlify, the named segments of the function's path arrive in context.params.
      const params = await netlify.handleAndIntrospect(new Request('http://127.0.0.1/shelf/a-2/item/f00d'));
      expect(await params!.response.json()).toEqual({ shelf: 'a-2', itemId: 'f00d' });
    } finally {
      await netlify.stop();
      fs.rmSync(projectRoot, { recursive: true, force: true });
    }
  });
});

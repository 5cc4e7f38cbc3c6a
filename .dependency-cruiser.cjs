/**
 * Who may import whom (docs/architecture.md, "Rooms"): each rule below is one arrow the code must
 * not draw, with the reason. Rules name top-level folders and rooms, not files, so that moving a
 * file inside a room changes nothing here.
 *
 * Checked by `npm run check:imports` (tests/unit/import-rules.test.ts, part of `npm test`), which
 * also reads the imports of .astro files: dependency-cruiser reads JavaScript and TypeScript only,
 * so the test hands it each .astro file's frontmatter and processed <script> tags as TypeScript.
 *
 * Arrows that are allowed and look as if they should not be:
 * - pages, layouts and components import islands: placing an island in a static page or component
 *   (with a client: directive) is how Astro hydrates it;
 * - pages import src/server/catalogue/catalogue.ts, and only that (see pages-read-only-the-catalogue);
 * - platform/ imports the few server modules named in platform-uses-named-server-modules;
 * - bench/ imports tests/support/ (see bench-uses-only-the-test-support).
 */

/** What is deployed: the site's source (built by Astro on Netlify) and the functions. */
const DEPLOYED = '^(src|netlify)/';
/** Local only: the stand-in for production, entry points, the demo data, the suites, the benches. */
const LOCAL = '^(platform|scripts|demo|tests|bench)/';
/** What runs in a browser: the islands, the browser helpers and the client directives. */
const BROWSER = '^src/(islands|lib/browser|integrations)/';
/** Static .astro files and the Astro integrations: rendered or run by the build only. */
const ASTRO_ONLY = '^src/(pages|components|layouts|integrations)/';

module.exports = {
  forbidden: [
    {
      name: 'deployed-code-not-to-local-code',
      comment:
        'src/ and netlify/functions are what Netlify builds and runs; platform/, scripts/, demo/, tests/ and bench/ ' +
        'stay on a developer machine. The product does not know whether it runs on the stand-in (platform/README.md).',
      severity: 'error',
      from: { path: DEPLOYED },
      to: { path: LOCAL },
    },
    {
      name: 'the-deployed-build-not-to-platform',
      comment:
        'netlify.toml runs `npm run build` (scripts/build.ts) against DATABASE_URL: nothing it loads, directly or ' +
        'through other modules, may come from platform/ or demo/ (the embedded database, the local server, the demo seed). ' +
        'A local build (a .env file, or no DATABASE_URL) is handed to scripts/astro.ts in a process of its own.',
      severity: 'error',
      from: { path: '^(scripts/build\\.ts|astro\\.config\\.mjs)$' },
      to: { path: '^(platform|demo)/', reachable: true },
    },
    {
      name: 'nothing-imports-an-entry-point',
      comment: 'scripts/ holds entry points only; what two of them share lives where its subject does.',
      severity: 'error',
      from: {},
      to: { path: '^scripts/' },
    },
    {
      name: 'src-not-to-functions',
      comment: 'A function is an entry point (one file per resource); what the site and a function share lives in src/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^netlify/' },
    },
    {
      name: 'shared-lib-stays-shared',
      comment:
        'src/lib runs in the browser, on the server and in the build alike, so it imports none of the three sides: ' +
        'not src/server (pg and secrets in a browser bundle), not src/lib/browser or the islands (window and React on ' +
        'the server), not the .astro files or the integrations.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: '^src/lib/browser/' },
      to: { path: '^src/(server|lib/browser|islands|pages|components|layouts|integrations)/' },
    },
    {
      name: 'browser-code-not-to-server',
      comment:
        'Islands, browser helpers and client directives are bundled for the browser: a server import would ship ' +
        'pg, queries and secrets to it, and fail there.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/server/' },
    },
    {
      name: 'browser-helpers-without-react-or-astro',
      comment:
        'src/lib/browser is what runs without React, which the plain scripts of static pages load too; a React ' +
        'hook reading the panel\'s modules belongs in src/islands/hooks. It never needs a page or component.',
      severity: 'error',
      from: { path: '^src/lib/browser/' },
      to: { path: '^src/(islands|pages|components|layouts|integrations)/' },
    },
    {
      name: 'islands-not-to-astro-files',
      comment:
        'An island is React and hydrates in the browser; .astro pages, layouts and components render only in the ' +
        'build, and the integrations only configure it. Islands are placed by .astro files, never the reverse.',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: ASTRO_ONLY },
    },
    {
      name: 'server-not-to-browser-or-astro-code',
      comment:
        'src/server runs in the functions and the build: it never imports browser modules (no window there), ' +
        'islands, .astro files or the integrations; what it shares with them is in src/lib.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(lib/browser|islands|pages|components|layouts|integrations)/' },
    },
    {
      name: 'pages-read-only-the-catalogue',
      comment:
        'The build reads the database through one door: astro build -> getStaticPaths -> loadCatalogue ' +
        '(src/server/catalogue/catalogue.ts), one query per build shared by every page. Any other server module in ' +
        'a page is a query per page or server state in a static file; what a page needs besides is in src/lib.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: '^src/server/', pathNot: '^src/server/catalogue/catalogue\\.ts$' },
    },
    {
      name: 'static-parts-not-to-server',
      comment:
        'Layouts and components are given what their page read; they read nothing themselves, so that the one ' +
        'read of the build stays the only one.',
      severity: 'error',
      from: { path: '^src/(layouts|components)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'functions-not-to-browser-or-astro-code',
      comment:
        'A function answers from src/server and src/lib on Netlify\'s servers; browser modules, islands and .astro ' +
        'files are the site\'s, built by Astro.',
      severity: 'error',
      from: { path: '^netlify/' },
      to: { path: '^src/(lib/browser|islands|pages|components|layouts|integrations)/' },
    },
    {
      name: 'platform-uses-named-server-modules',
      comment:
        'platform/ stands in for Netlify and Supabase and calls the server only where production has a step of ' +
        'its own: the database and its migrations (db/, as the deploy guide migrates), the publish status the site ' +
        'builder writes and how Astro is run (publishing/), the scheduled runs of deliver-enquiries and send-digest ' +
        '(deliveries, digest, quote-deliveries, order-deliveries, access-log, retention) and the mail folder that stands in for SMTP (notifications/), and ' +
        'ensureAdmin (accounts/users.ts), the local stand-in for `npm run create-admin`.',
      severity: 'error',
      from: { path: '^platform/' },
      to: {
        path: '^src/server/',
        pathNot: [
          '^src/server/(db|publishing|notifications)/',
          '^src/server/[^/]+/(deliveries|digest|quote-deliveries|order-deliveries|access-log|retention|mail-transport)\\.ts$',
          '^src/server/accounts/users\\.ts$',
        ],
      },
    },
    {
      name: 'bench-uses-only-the-test-support',
      comment:
        'A bench measures the site the tests drive, started, signed into and slowed down the same way ' +
        '(tests/support: the test site, accounts, the slow phone, the sign-in flood): one harness, so a bench ' +
        'cannot drift from what the tests check. A test file itself is never a bench\'s helper.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^tests/', pathNot: '^tests/support/' },
    },
  ],
  options: {
    // Type-only imports count: an `import type` from src/server in an island is the same coupling.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
  },
};

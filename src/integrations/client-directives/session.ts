/**
 * `client:session`: hydrates the island as soon as the page's session answer is in (the admin panel,
 * which shows only "Checking your access…" until it knows the role). Hydrating before would keep the
 * browser busy just when that answer comes, and so hold back what the page asks for once the role
 * is known (the list's first page: src/islands/admin/shared/early-page.ts). The island's modules load
 * meanwhile, preloaded by the page's header (src/integrations/module-preload.ts).
 */
import type { ClientDirective } from 'astro';
import { loadSession } from '../../lib/browser/session';

const afterSession: ClientDirective = (load) => {
  // In a task of its own: whatever else waits for the session (the early first page) goes first,
  // before the island's modules are run.
  const hydrate = () => setTimeout(async () => (await load())());
  void loadSession().then(hydrate, hydrate);
};

export default afterSession;

/**
 * `client:signed-in`: asks for the session at once (SPEC §2: the layout fetches the current user on
 * load) and hydrates the island only for a signed-in user. A visitor keeps the pre-rendered HTML
 * (the Login link), and the page loads no React for it.
 */
import type { ClientDirective } from 'astro';
import { loadSession } from '../../lib/browser/session';

const whenSignedIn: ClientDirective = (load) => {
  void loadSession().then(async ({ user }) => {
    if (!user) return;
    const hydrate = await load();
    await hydrate();
  });
};

export default whenSignedIn;

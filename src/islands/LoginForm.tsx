/**
 * The login form (SPEC §2, §8): email and password; on success the home page (or the same-site
 * page named by `?next=`), where the header loads the user and cart count afresh; an error answer
 * is shown as a toast with its message. It is first a real form posting to /api/signin, so a tap
 * before this island wakes, or with no script at all, signs in too (the function answers 303, or
 * the form again with its message).
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api } from '../lib/browser/api';
import { flashToastOnNextPage } from '../lib/browser/flash-toast';
import { MESSAGES } from '../lib/messages';
import { nextPathOf } from '../lib/next-path';
import { FORGOT_PASSWORD_PAGE, HOME_PATH, SIGN_UP_PAGE } from '../lib/public-address';
import { Field, PasswordField, SubmitButton, textLinkClass } from './parts/AuthFormParts';

export default function LoginForm() {
  const [busy, setBusy] = useState(false);
  const next = useRef<HTMLInputElement>(null);

  // The page is the same for every `next`: the address tells, once the island runs. (Before that,
  // the function reads it from the form's Referer.)
  useEffect(() => {
    if (next.current) next.current.value = nextPathOf(location.href) ?? '';
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await api('/api/signin', {
      json: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
    });
    if (result.success) {
      flashToastOnNextPage(result.message);
      location.assign(nextPathOf(location.href) ?? HOME_PATH); // a full load, so every island reads the new session
      return;
    }
    toast.error(result.message);
    setBusy(false);
  }

  return (
    <form method="post" action="/api/signin" onSubmit={submit} className="space-y-4">
      <input ref={next} type="hidden" name="next" defaultValue="" />
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <p className="text-right text-sm">
        <a href={FORGOT_PASSWORD_PAGE} className={textLinkClass}>
          {MESSAGES.forgotPasswordLink}
        </a>
      </p>
      <SubmitButton busy={busy} busyText="Logging in…">
        Login
      </SubmitButton>
      <p className="text-center text-sm text-zinc-600">
        Don’t have an account?{' '}
        <a href={SIGN_UP_PAGE} className={textLinkClass}>
          Sign up
        </a>
      </p>
    </form>
  );
}

/**
 * The login form (SPEC §2, §8): email and password; on success the home page, where the header
 * loads the user and cart count afresh; an error answer is shown as a toast with its message.
 */
import { useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api } from '../lib/api';
import { flashToastOnNextPage } from '../lib/flash-toast';
import { MESSAGES } from '../lib/messages';
import { Field, PasswordField, SubmitButton, textLinkClass } from './AuthFormParts';

export default function LoginForm() {
  const [busy, setBusy] = useState(false);

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
      location.assign('/'); // a full load, so every island reads the new session
      return;
    }
    toast.error(result.message);
    setBusy(false);
  }

  return (
    // method="post": should it ever submit natively, the password stays out of the address.
    <form method="post" onSubmit={submit} className="space-y-4">
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
      <p className="text-right text-sm">
        <a href="/forgot-password" className={textLinkClass}>
          {MESSAGES.forgotPasswordLink}
        </a>
      </p>
      <SubmitButton busy={busy} busyText="Logging in…">
        Login
      </SubmitButton>
      <p className="text-center text-sm text-zinc-600">
        Don’t have an account?{' '}
        <a href="/sign-up" className={textLinkClass}>
          Sign up
        </a>
      </p>
    </form>
  );
}

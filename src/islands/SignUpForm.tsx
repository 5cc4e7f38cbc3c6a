/**
 * The sign-up form (SPEC §2, §5, §8): name, email, password and its confirmation, and a profile
 * photo compressed in the browser before it is sent. Passwords that differ are refused here with
 * the SPEC toast and no request; required fields, the email form and the password length are left
 * to the browser's own checks (zod would cost this page 24 KB of script), and anything else the
 * server refuses comes back as a toast with its message. Success goes to the login page with a toast.
 * It is first a real form posting to /api/signup (multipart, the photo as chosen), so a tap before
 * this island wakes, or with no script at all, signs up too: the function checks the photo as it
 * checks a compressed one, and answers 303 to the login page, or the form again with its message.
 * Either way it sends the version of the privacy notice shown above the button (docs/spec.md §26.2).
 */
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast';
import { api } from '../lib/browser/api';
import { flashToastOnNextPage } from '../lib/browser/flash-toast';
import { ImageCompressionError } from '../lib/browser/image-compression';
import { MESSAGES } from '../lib/messages';
import { compressProfilePhoto } from '../lib/browser/profile-photo';
import { LOGIN_PAGE } from '../lib/public-address';
import { UploadIcon } from './parts/icons';
import { Field, PasswordField, SubmitButton, textLinkClass } from './parts/AuthFormParts';
import PrivacyNotice from './parts/PrivacyNotice';

interface Props {
  /** The server's rule (validation/accounts.ts PASSWORD_MIN_LENGTH), handed over by the page at build time. */
  passwordMinLength: number;
  /** The short privacy notice, as the page was built (docs/spec.md §26.1). */
  privacyNotice: string;
}

export default function SignUpForm({ passwordMinLength, privacyNotice }: Props) {
  const [photo, setPhoto] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setProcessing(true);
    try {
      setPhoto(await compressProfilePhoto(file));
    } catch (error) {
      toast.error(error instanceof ImageCompressionError ? error.message : MESSAGES.imageProcessing);
    } finally {
      setProcessing(false);
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || processing) return;
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '');
    const input = {
      name: text('name'),
      email: text('email'),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      profilePic: photo,
      noticeVersion: text('noticeVersion'),
    };
    if (input.password !== input.confirmPassword) {
      toast.error(MESSAGES.passwordMismatch);
      return;
    }
    setBusy(true);
    const result = await api('/api/signup', { json: input });
    if (result.success) {
      flashToastOnNextPage(result.message);
      location.assign(LOGIN_PAGE);
      return;
    }
    toast.error(result.message);
    setBusy(false);
  }

  return (
    <form method="post" action="/api/signup" encType="multipart/form-data" onSubmit={submit} className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <label
          htmlFor="profilePhoto"
          className="group relative grid size-24 shrink-0 cursor-pointer place-items-center overflow-hidden rounded-full border-2 border-dashed border-zinc-300 bg-zinc-50 text-zinc-500 hover:border-brand-600 hover:text-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          {photo ? (
            <img src={photo} alt="Profile photo preview" width="96" height="96" className="size-full object-cover" />
          ) : (
            <UploadIcon width="28" height="28" />
          )}
          <input
            id="profilePhoto"
            name="profilePic"
            type="file"
            aria-label="Profile photo"
            accept="image/*"
            onChange={pickPhoto}
            className="sr-only"
          />
        </label>
        <div className="min-w-0 flex-1 basis-32 text-sm text-zinc-600">
          <p className="font-semibold text-zinc-800">Profile photo</p>
          <p aria-live="polite">{processing ? 'Preparing your photo…' : photo ? 'Tap the photo to change it.' : 'Optional. Tap the circle to upload.'}</p>
        </div>
      </div>
      <Field label="Name" name="name" autoComplete="name" required />
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        minLength={passwordMinLength}
        aria-describedby="password-rule"
        required
      />
      <p id="password-rule" className="-mt-2 text-xs text-zinc-500">
        At least {passwordMinLength} characters.
      </p>
      <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" required />
      <PrivacyNotice text={privacyNotice} />
      <SubmitButton busy={busy || processing} busyText={processing ? 'Preparing photo…' : 'Creating your account…'}>
        Sign Up
      </SubmitButton>
      <p className="text-center text-sm text-zinc-600">
        Already have an account?{' '}
        <a href={LOGIN_PAGE} className={textLinkClass}>
          Login
        </a>
      </p>
    </form>
  );
}

/**
 * The login and sign-up forms posted without script, or tapped before their page's script has
 * woken: the pages' forms post to /api/signin and /api/signup as ordinary forms. Success is a 303
 * (handled by the function); a refusal is answered with this page: the form again with the
 * server's message, what was typed kept (never a password), and the status that tells the truth.
 * The sign-up form carries the short privacy notice and its version (docs/spec.md §26.1).
 */
import { escapeHtml } from '../../lib/html';
import { MESSAGES } from '../../lib/messages';
import { FORGOT_PASSWORD_PAGE, LOGIN_PAGE, SIGN_UP_PAGE } from '../../lib/public-address';
import { noticeVersionInputHtml, privacySettings, shortNoticeHtml } from '../../lib/privacy-notice';
import { PASSWORD_MIN_LENGTH } from '../../lib/validation/accounts';
import { formPage, inputHtml, noticeHtml } from '../http/form-page';

interface RefusedForm {
  status: number;
  message: string;
  /** More headers of the answer (Retry-After with a 429 or 503). */
  headers?: HeadersInit;
}

export function loginFormPage({ status, message, headers, email = '', next }: RefusedForm & { email?: string; next?: string }): Response {
  const body = `${noticeHtml(message)}
<form method="post" action="/api/signin">
${next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : ''}
${inputHtml({ name: 'email', label: 'Email', type: 'email', value: email, attributes: { autocomplete: 'email' } })}
${inputHtml({ name: 'password', label: 'Password', type: 'password', attributes: { autocomplete: 'current-password', autofocus: '' } })}
<button type="submit">Login</button>
</form>
<p class="links"><a href="${FORGOT_PASSWORD_PAGE}">${MESSAGES.forgotPasswordLink}</a></p>
<p class="links">Don’t have an account? <a href="${SIGN_UP_PAGE}">Sign up</a></p>`;
  return formPage({ status, heading: 'Login', body, headers });
}

export function signUpFormPage({ status, message, headers, name = '', email = '' }: RefusedForm & { name?: string; email?: string }): Response {
  const body = `${noticeHtml(message)}
<form method="post" action="/api/signup" enctype="multipart/form-data">
${noticeVersionInputHtml()}
${inputHtml({ name: 'name', label: 'Name', value: name, attributes: { autocomplete: 'name' } })}
${inputHtml({ name: 'email', label: 'Email', type: 'email', value: email, attributes: { autocomplete: 'email' } })}
${inputHtml({ name: 'password', label: 'Password', type: 'password', attributes: { autocomplete: 'new-password', minlength: String(PASSWORD_MIN_LENGTH) } })}
<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
${inputHtml({ name: 'confirmPassword', label: 'Confirm password', type: 'password', attributes: { autocomplete: 'new-password' } })}
${inputHtml({ name: 'profilePic', label: 'Profile photo (optional)', type: 'file', required: false, attributes: { accept: 'image/webp,image/png,image/jpeg' } })}
${shortNoticeHtml('signUp', privacySettings(process.env))}
<button type="submit">Sign Up</button>
</form>
<p class="links">Already have an account? <a href="${LOGIN_PAGE}">Login</a></p>`;
  return formPage({ status, heading: 'Sign Up', body, headers });
}

/**
 * The privacy notice a form showed (docs/spec.md §26.2): every form that collects personal data
 * sends its version as `noticeVersion`, and what is stored with it is refused without one, or with
 * one the site never showed.
 */
import { isKnownNoticeVersion } from '../notice-versions';
import { z } from './zod';

export const NOTICE_VERSION_MESSAGES = {
  required: 'noticeVersion is required.',
  unknown: 'noticeVersion must be a version of the privacy notice this site has shown.',
} as const;

export const noticeVersion = z
  .string({ error: NOTICE_VERSION_MESSAGES.required })
  .trim()
  .min(1, NOTICE_VERSION_MESSAGES.required)
  .refine(isKnownNoticeVersion, NOTICE_VERSION_MESSAGES.unknown);

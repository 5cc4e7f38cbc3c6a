/**
 * A user's profile photo, or their initials when there is none or it fails to load. Shared by the
 * header's account menu and the admin panel's side panel.
 */
import { useState } from 'react';
import type { User } from '../../lib/types';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]);
  return letters.join('').toUpperCase() || '?';
}

const SIZES = { md: { px: 40, className: 'size-10 text-sm' }, lg: { px: 64, className: 'size-16 text-xl' } } as const;

/** Decorative by default (the name is next to it); pass `alt` where the photo stands alone. */
export default function UserAvatar({ user, size = 'md', alt = '' }: { user: User; size?: keyof typeof SIZES; alt?: string }) {
  const [broken, setBroken] = useState(false);
  const { px, className } = SIZES[size];
  if (user.profilePic && !broken) {
    return (
      <img
        src={user.profilePic}
        alt={alt}
        width={px}
        height={px}
        onError={() => setBroken(true)}
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${className} grid place-items-center rounded-full bg-brand-700 font-bold text-white`}
    >
      {initials(user.name)}
    </span>
  );
}

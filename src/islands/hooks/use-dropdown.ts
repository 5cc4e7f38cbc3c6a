/**
 * The open/closed state of a small popup next to its button (the header's products and account
 * menus): Escape closes it and returns focus to the button; a press elsewhere or focus moving
 * out of it closes it too.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export function useDropdown<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur(event: FocusEvent) {
      // A click on plain text inside moves focus to nowhere (relatedTarget null): that is not leaving.
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) setOpen(false);
    },
  };

  return { open, setOpen, buttonRef, rootProps };
}

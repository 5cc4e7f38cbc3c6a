/**
 * The phone's menu button: shows or hides the header's search and product links (the element
 * named by `controls`, which CSS hides on small screens unless it has `data-open`).
 */
import { useEffect, useState } from 'react';
import { CloseIcon, MenuIcon } from '../lib/icons';

interface Props {
  controls: string;
}

export default function MobileMenu({ controls }: Props) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    document.getElementById(controls)?.toggleAttribute('data-open', open);
  }, [controls, open]);

  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label="Menu"
      onClick={() => setOpen(!open)}
      className="grid size-11 place-items-center rounded-md text-brand-900 hover:bg-brand-50 md:hidden"
    >
      {open ? <CloseIcon width="24" height="24" /> : <MenuIcon width="24" height="24" />}
    </button>
  );
}

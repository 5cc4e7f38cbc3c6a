/**
 * The product description's rich-text editor: Quill, downloaded only when a product dialog opens
 * (it is the admin's alone, so no public page carries it). Tab leaves the editor instead of
 * indenting, so keyboard users are never trapped in it.
 */
import { useEffect, useRef, useState } from 'react';
import type Quill from 'quill';
import { ADMIN_MESSAGES } from '../shared/admin-messages';

let quillModule: Promise<typeof Quill> | null = null;
const loadQuill = () => {
  quillModule ??= Promise.all([import('quill'), import('quill/dist/quill.snow.css')])
    .then(([module]) => module.default)
    .catch((error: unknown) => {
      quillModule = null; // a failed download (offline) is tried again next time
      throw error;
    });
  return quillModule;
};

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'clean'],
];

// Quill names its toolbar's buttons but not its two pickers, which show only the current choice.
const PICKER_NAMES = { 'ql-header': 'Heading', 'ql-align': 'Alignment' };

// Quill's default bindings that take Tab (indent, insert a tab character); false removes them.
const NO_TAB_BINDINGS = { tab: false, indent: false, outdent: false, 'remove tab': false, 'table tab': false, 'indent code-block': false, 'outdent code-block': false };

interface Props {
  labelId: string;
  /** The HTML the editor starts with; later changes come back through onChange only. */
  initialHtml: string;
  onChange: (html: string) => void;
}

export default function RichTextEditor({ labelId, initialHtml, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const element = host.current!;
    loadQuill()
      .then((QuillEditor) => {
        if (cancelled) return;
        const container = element.appendChild(document.createElement('div'));
        const quill = new QuillEditor(container, {
          theme: 'snow',
          modules: { toolbar: TOOLBAR, keyboard: { bindings: NO_TAB_BINDINGS } },
        });
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-labelledby', labelId);
        for (const [picker, name] of Object.entries(PICKER_NAMES)) {
          element.querySelector(`.${picker} .ql-picker-label`)?.setAttribute('aria-label', name);
        }
        if (initialHtml) quill.setContents(quill.clipboard.convert({ html: initialHtml }), 'silent');
        // The editor's own HTML (what the public pages' styles expect); an empty editor is ''.
        quill.on('text-change', () => changed.current(quill.getLength() > 1 ? quill.root.innerHTML : ''));
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      element.replaceChildren();
    };
    // Started once per dialog: the editor owns its content from then on.
  }, []);

  return (
    <div className="mt-1">
      {status === 'loading' && (
        <p role="status" className="rounded-md border border-zinc-300 px-3 py-8 text-center text-sm text-zinc-500">
          Loading the editor…
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {ADMIN_MESSAGES.editorLoadFailed}
        </p>
      )}
      <div ref={host} className="[&_.ql-container]:min-h-40 [&_.ql-container]:text-base [&_.ql-editor]:min-h-40" />
    </div>
  );
}

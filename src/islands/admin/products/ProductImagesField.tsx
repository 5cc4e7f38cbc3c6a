/**
 * The product's images (SPEC §5): each picked file is compressed in the browser and uploaded; the
 * first image is the main one. Images can be removed and moved left or right with the keyboard as
 * well as the mouse, and the hint shows while there are none (the form is not blocked by it).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-hot-toast';
import { UploadIcon } from '../../parts/icons';
import { ArrowLeftIcon, ArrowRightIcon, TrashIcon } from '../shared/icons';
import { ImageCompressionError } from '../../../lib/browser/image-compression';
import { MESSAGES } from '../../../lib/messages';
import { ImageUploadError, uploadProductImage } from './upload-image';

interface Props {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
}

type Action = 'left' | 'right' | 'remove';

const iconButton =
  'grid size-9 place-items-center rounded-md border border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 disabled:opacity-40';

export default function ProductImagesField({ images, onChange }: Props) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const [uploading, setUploading] = useState(0);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be picked again later
    setUploading((n) => n + files.length);
    for (const file of files) {
      try {
        const url = await uploadProductImage(file);
        onChange((current) => [...current, url]);
      } catch (error) {
        const known = error instanceof ImageCompressionError || error instanceof ImageUploadError;
        toast.error(known ? error.message : MESSAGES.imageProcessing);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  /** Moves or removes an image, then keeps the focus on a control of the same image (or nearby). */
  function act(index: number, action: Action) {
    const target = action === 'left' ? index - 1 : action === 'right' ? index + 1 : index;
    onChange((current) => {
      const next = [...current];
      const [image] = next.splice(index, 1);
      if (action !== 'remove') next.splice(target, 0, image);
      return next;
    });
    requestAnimationFrame(() => {
      const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>(`[data-image="${target}"] button:not(:disabled)`) ?? [])];
      // The same move again if it is still possible, else the other move (at an end), else anything.
      const preferred = buttons.find((b) => b.dataset.action === action) ?? buttons.find((b) => b.dataset.action !== 'remove') ?? buttons[0];
      (preferred ?? document.getElementById(`${id}-file`))?.focus();
    });
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium">Product images</legend>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input id={`${id}-file`} type="file" accept="image/*" multiple onChange={pick} className="peer sr-only" />
        <label
          htmlFor={`${id}-file`}
          className="inline-flex min-h-11 max-w-full cursor-pointer flex-wrap items-center gap-2 rounded-md border-2 border-dashed border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        >
          <UploadIcon />
          Upload image
        </label>
        {uploading > 0 && (
          <span role="status" className="flex items-center gap-2 text-sm text-zinc-600">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-brand-600" />
            Compressing and uploading…
          </span>
        )}
      </div>
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-red-700">{MESSAGES.uploadImageHint}</p>
      ) : (
        <ol ref={list} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((src, index) => {
            const n = index + 1;
            return (
              <li key={`${src}-${index}`} data-image={index} className="rounded-md border border-zinc-200 p-2">
                <img
                  src={src}
                  alt={`Product image ${n}${index === 0 ? ' (main image)' : ''}`}
                  className="aspect-square w-full rounded bg-zinc-50 object-contain"
                />
                <div className="mt-2 flex items-center justify-between gap-1">
                  <button type="button" data-action="left" disabled={index === 0} onClick={() => act(index, 'left')} aria-label={`Move image ${n} left`} className={iconButton}>
                    <ArrowLeftIcon />
                  </button>
                  <button type="button" data-action="remove" onClick={() => act(index, 'remove')} aria-label={`Remove image ${n}`} className={`${iconButton} text-red-700`}>
                    <TrashIcon />
                  </button>
                  <button
                    type="button"
                    data-action="right"
                    disabled={index === images.length - 1}
                    onClick={() => act(index, 'right')}
                    aria-label={`Move image ${n} right`}
                    className={iconButton}
                  >
                    <ArrowRightIcon />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}

/**
 * A product's pictures: one big image and a strip of thumbnails; hovering, clicking or pressing
 * Enter/Space on a thumbnail shows it big. On devices with a fine pointer the big image zooms
 * towards the mouse. The first image is server-rendered with a high fetch priority: it is the
 * page's largest paint.
 */
import { useState, type MouseEvent } from 'react';

interface Props {
  images: string[];
  productName: string;
}

/** Product images are scaled to at most 800 px on their longer side when uploaded (SPEC §5). */
const IMAGE_SIZE = 800;

export default function ProductGallery({ images, productName }: Props) {
  const [selected, setSelected] = useState(0);
  const [zoomOrigin, setZoomOrigin] = useState('50% 50%');

  const followPointer = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoomOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        className="group relative aspect-square overflow-hidden rounded-lg border border-zinc-200 bg-white"
        onMouseMove={followPointer}
      >
        <img
          src={images[selected]}
          alt={`${productName}, image ${selected + 1} of ${images.length}`}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          style={{ transformOrigin: zoomOrigin }}
          className="h-full w-full object-contain transition-transform duration-200 pointer-fine:group-hover:scale-200"
          data-gallery-main
        />
      </div>
      {images.length > 1 && (
        <ul data-scrolls-sideways className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((src, index) => (
            <li key={src + index} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                onMouseEnter={() => setSelected(index)}
                className={`block h-16 w-16 overflow-hidden rounded-md border-2 bg-white p-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-20 sm:w-20 ${
                  index === selected ? 'border-brand-600' : 'border-zinc-200 hover:border-zinc-400'
                }`}
              >
                <img
                  src={src}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

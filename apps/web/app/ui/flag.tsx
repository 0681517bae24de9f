/** The URL of a country's flag (flag-icons' 4:3 flags drawn as PNGs by the `flags` Vite plugin). */
export function flagUrl(code: string): string {
  return `/flags/4x3/${encodeURIComponent(code.toLowerCase())}.png`;
}

/** A decorative country flag, 4:3, as tall as the text around it. */
export function Flag({ code }: { code: string }) {
  return (
    <img
      src={flagUrl(code)}
      alt=""
      aria-hidden
      width={16}
      height={12}
      loading="lazy"
      decoding="async"
      className="h-[1em] w-[1.3333em] shrink-0 rounded-[2px] object-cover shadow-sm"
    />
  );
}

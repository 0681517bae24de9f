import { useQuery } from '@tanstack/react-query';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi, useLanguage } from '../../lib/shop-context.tsx';
import { savedZoneId } from '../../lib/user-location.ts';
import { type HomeBlockData, type HomeBlockName, homeBlockQuery } from './api.ts';

/**
 * How far below the viewport a block starts loading: a screen ahead, so that it is there by the
 * time the shopper scrolls to it (its call is answered from the API's cache in a few ms).
 */
const ROOT_MARGIN = '100% 0px';

/**
 * Blocks waiting to load, told when the shopper first presses Tab: every block then loads, so the
 * keyboard reaches each in page order instead of jumping from the first screen to the footer (a
 * focus move scrolls straight to its target, past boxes that never come near the viewport).
 */
const onKeyboard = new Set<() => void>();
let listening = false;

function whenKeyboardUsed(listener: () => void): () => void {
  onKeyboard.add(listener);
  if (!listening) {
    listening = true;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab') return;
        for (const want of [...onKeyboard]) want();
      },
      { capture: true },
    );
  }
  return () => onKeyboard.delete(listener);
}

/**
 * A home block below the first screen (decision 148). The first HTML holds only its reserved
 * space (one empty box, `reserve` sizes it about as tall as the block); when the box comes within
 * a screen of the viewport the browser fetches the block's data, shows `skeleton` meanwhile, and
 * renders the block. A block whose data is null (its flag is off, it has nothing, its call
 * failed) renders nothing, and its wrapper collapses. The space is reserved so that the blocks
 * further down are not all near the viewport at once, and so that a block arriving moves nothing
 * on the screen. After a client-side navigation back to home, a block already fetched renders at
 * once from the query cache. The first Tab press loads every block (`whenKeyboardUsed`). The box
 * holds the block's name for screen readers (`label`, "New Arrivals, loading…"): their browse mode
 * moves through the page without focus or Tab, and reaching that text scrolls the box into view,
 * which loads the block.
 */
export function LazyHomeBlock<N extends HomeBlockName>({
  name,
  label,
  reserve,
  skeleton,
  children,
}: {
  name: N;
  /** what the block is, as the shopper knows it ("New Arrivals"): the waiting box's text for screen readers */
  label: string;
  /** classes giving the empty box about the block's height */
  reserve: string;
  /** what shows while the block's data loads */
  skeleton: ReactNode;
  children: (data: HomeBlockData<N>) => ReactNode;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const language = useLanguage().code;
  const zoneId = typeof window === 'undefined' ? null : savedZoneId();
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const block = useQuery({ ...homeBlockQuery(api, name, language, zoneId), enabled: wanted });
  // A query's update is synchronous (useSyncExternalStore), so when the data arrived React rendered
  // and committed the whole block in one task it could not cut: the flash sale's, right after the
  // load, took 18–42 ms on this machine (Chromium traces, bench/main-thread.ts), 20–120 ms of blocking
  // time at Lighthouse's 4×. The deferred value renders the block in the background, in slices of
  // ~5 ms (the synchronous render now only keeps the skeleton: 3–10 ms); a block whose data is
  // already in the cache renders at once on mount (decision 160).
  const data = useDeferredValue(block.data);

  useEffect(() => {
    // the skeleton too renders in a transition, not as a task of its own that blocks
    const want = () => startTransition(() => setWanted(true));
    const target = box.current;
    if (!target || !('IntersectionObserver' in window)) {
      want();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        want();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(target);
    const stopListening = whenKeyboardUsed(want);
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, []);

  let content: ReactNode;
  if (data !== undefined) content = data === null ? null : children(data);
  else if (block.isError) content = null;
  else if (wanted) content = skeleton;
  else
    content = (
      <div data-home-waiting className={reserve}>
        <p className="sr-only">{t('name_loading', { name: label })}</p>
      </div>
    );
  return (
    <div ref={box} data-home-block={name} className="empty:hidden">
      {content}
    </div>
  );
}

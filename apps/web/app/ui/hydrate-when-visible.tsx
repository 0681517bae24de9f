import { clsx } from 'clsx';
import { memo, type ReactNode, Suspense, use, useEffect, useId, useReducer } from 'react';

const ATTRIBUTE = 'data-hydrate-when-visible';
/** How far below the viewport a block starts hydrating, so it is ready when it scrolls in. */
const ROOT_MARGIN = '400px 0px';

interface BlockGate {
  /** resolves when the block may hydrate */
  promise: Promise<void>;
  opened: boolean;
  open: () => void;
  /** the page rendered the block again while it waited: it must render with the latest once open */
  missedUpdate?: boolean;
}

/** The gates of the blocks on the page, by `useId`. */
const gates = new Map<string, BlockGate>();

/** A gate that opens when `target` comes near the viewport, or at once without a target. */
function gateFor(target: Element | null): BlockGate {
  let resolve = () => {};
  const gate: BlockGate = {
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    opened: false,
    open() {
      gate.opened = true;
      resolve();
    },
  };
  if (!target || !('IntersectionObserver' in window)) {
    gate.open();
    return gate;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.open();
    },
    { rootMargin: ROOT_MARGIN },
  );
  observer.observe(target);
  return gate;
}

/** Waits, while the page's first render hydrates, until its block comes near the viewport. */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const gate = typeof document === 'undefined' ? undefined : gates.get(id);
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

/**
 * Marks the block's wrapper once the block has committed (its effects run after the commit), so
 * a tap held before then (lib/tap-replay.ts `LATE_BLOCK_HYDRATED`) is replayed to live handlers.
 */
function MarkHydrated({ id }: { id: string }) {
  useEffect(() => {
    document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.setAttribute('data-hydrated', '');
  }, [id]);
  return null;
}

/**
 * While a block waits to be seen, what the page renders again does not reach it: React cannot
 * hydrate a block whose props changed and would replace the server's HTML with the empty fallback.
 */
const WaitingBlock = memo(
  function WaitingBlock({ id, children }: { id: string; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Gate id={id}>
          {children}
          <MarkHydrated id={id} />
        </Gate>
      </Suspense>
    );
  },
  (_previous, next) => gates.get(next.id)?.opened === false,
);

/**
 * A block of a long server-rendered page that is hydrated only when it comes near the viewport
 * (decision 40). Until then it is the server's HTML, shown as is: its links work as plain links.
 * Suspending during hydration makes React keep that HTML and hydrate the block later, so a phone
 * does not spend its first seconds making interactive what nobody has scrolled to yet. Scrolling,
 * or moving the keyboard focus, to a block brings it into view and hydrates it. The wrapper is
 * the block's box in the page's layout (hidden when the block renders nothing), and what is
 * watched: the block's own elements may still be replaced by the streamed answer.
 */
export function HydrateWhenVisible({
  children,
  skipOffscreenRendering = true,
}: {
  children: ReactNode;
  /**
   * Let the browser also skip the block's style, layout and paint while it is off screen
   * (`content-visibility: auto`). Off for blocks of plain text links: accessibility checkers
   * (axe) cannot find the background of text that is not laid out, and report it.
   */
  skipOffscreenRendering?: boolean;
}) {
  const id = useId();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  if (typeof document !== 'undefined') {
    const gate = gates.get(id);
    if (gate === undefined) {
      // only the page's first render finds server HTML here; a block rendered on the client
      // (after a navigation) opens at once
      gates.set(id, gateFor(document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)));
    } else if (!gate.opened) {
      gate.missedUpdate = true;
    }
  }
  // once open, a block that missed an update renders with what the page renders now
  useEffect(() => {
    let mounted = true;
    void gates.get(id)?.promise.then(() => {
      if (mounted && gates.get(id)?.missedUpdate) refresh();
    });
    return () => {
      mounted = false;
    };
  }, [id]);
  return (
    <div
      {...{ [ATTRIBUTE]: id }}
      className={clsx('empty:hidden', skipOffscreenRendering && 'offscreen-skip')}
    >
      <WaitingBlock id={id}>{children}</WaitingBlock>
    </div>
  );
}

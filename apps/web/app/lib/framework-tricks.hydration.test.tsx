// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

/** A page with an inline script whose code only the server gives, and a button that re-renders it. */
function Page({ code }: { code: string }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own constant */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Pressed ${count}`}
      </button>
    </div>
  );
}

describe('framework-tricks trick 5: inline scripts in the server HTML only', () => {
  it("keeps the server's code in the element when the browser renders it empty, through hydration and updates", async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const code = 'window.startedByServer = true;';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page code={code} />);
    document.body.append(container);
    const script = container.querySelector('script');
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Page code="" />, { onRecoverableError: recoverable });
      });
      // the same element, hydrated, not made again; its code as the server sent it
      expect(container.querySelector('script')).toBe(script);
      expect(script?.textContent).toBe(code);
      await act(async () => {
        container.querySelector('button')?.click();
      });
      expect(container.querySelector('button')?.textContent).toBe('Pressed 1');
      expect(container.querySelector('script')?.textContent).toBe(code);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors.mock.calls.map(String).filter((call) => /hydrat/i.test(call))).toEqual([]);
    } finally {
      errors.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});

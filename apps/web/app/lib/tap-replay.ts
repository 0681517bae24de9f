import { useEffect } from 'react';

/**
 * Taps before hydration (issue 19 §1). The page is the server's HTML until its scripts start after
 * the first paint (decision 39).
 * Links and forms with an `action` work as plain HTML meanwhile; a button whose behaviour is
 * JavaScript would swallow a tap. This inline script, the first thing in the document, holds
 * such a tap and replays it (the whole pointer sequence, as a tap makes it) once React has
 * hydrated the control, so a size picked, a location button or a quick view tapped early works.
 *
 * The one framework fact it relies on: React marks every element it has hydrated with an own
 * property named `__reactProps$…` (react-dom's `internalPropsKey`). `tap-replay.test.tsx`
 * hydrates a real React tree and fails if that changes.
 *
 * - Held: a click (and the pointer and mouse events before it) on a button-like control that React
 *   has not hydrated yet, before the page's first hydration.
 * - Not held: links, submit buttons of forms with an `action` (they work without JavaScript),
 *   unless marked `TAP_HOLD_ATTRIBUTE`; disabled controls; anything React has hydrated.
 * - Typing into a text field React has not hydrated stays in the field, as HTML does; once the
 *   field is live its text is handed to React as one input event (otherwise React keeps the
 *   server's empty value in its state while the field shows the text).
 * - The keyboard shortcut Ctrl+K / ⌘K (the header search) pressed before the first hydration is
 *   pressed again once it is done.
 * - Replayed in order, one per tick, so each tap's update renders before the next tap's handler
 *   reads it (a size, then Add to cart). A tap whose control is gone, or not live after
 *   `TAP_REPLAY_GIVE_UP_MS`, is dropped: a late surprise is worse than a lost tap.
 */
export const TAP_REPLAY_GIVE_UP_MS = 20_000;

/** The window property through which the app says the page's first hydration is done. */
export const TAP_REPLAY_GLOBAL = '__tapReplay';

/** What the script holds taps on: controls whose behaviour needs JavaScript. */
export const TAP_REPLAY_CONTROLS =
  'button,[role="button"],[role="tab"],[role="option"],[role="menuitem"],[role="switch"],[role="checkbox"],[role="radio"],[role="combobox"],input[type="checkbox"],input[type="radio"]';

/**
 * Marks a link or a form's submit button that works without JavaScript but whose page, once live,
 * does more with it than HTML would (a size link changes the choice in place, Add To Cart adds
 * without reloading and opens the location dialog when needed): a tap on it before hydration is
 * held and replayed like a button's, rather than followed. Without JavaScript nothing holds it.
 */
export const TAP_HOLD_ATTRIBUTE = 'data-tap-hold';

/**
 * How an element React has hydrated is told apart: it carries a property whose name starts so
 * (react-dom's `internalPropsKey`). The script below and the end-to-end tests' `Storefront.live`
 * both look for it; `tap-replay.test.tsx` checks React still sets it.
 */
export const REACT_PROPS_KEY_PREFIX = '__reactProps$';

export const TAP_REPLAY_SCRIPT = `(function () {
  var queue = [];
  var hydrated = false;
  var timer = 0;
  var HELD = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  var SHORTCUT_KEYS = ['k'];
  function live(el) {
    var keys = Object.keys(el);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('${REACT_PROPS_KEY_PREFIX}') === 0) return true;
    return false;
  }
  // committed: React has rendered the element (it carries React's props) and the page has said
  // its commit is done. Rendered is not enough: a tap between React's render and its commit
  // reaches no handler.
  function committed(el) {
    return hydrated && live(el);
  }
  function heldControl(event) {
    var target = event.target;
    if (!target || !target.closest) return null;
    var control = target.closest('${TAP_REPLAY_CONTROLS}');
    if (!control || control.disabled || committed(control)) return null;
    var hold = control.hasAttribute('${TAP_HOLD_ATTRIBUTE}');
    if (!hold && control.closest('a[href]')) return null;
    if (!hold && control.form && control.form.hasAttribute('action') && (control.type === 'submit' || control.type === 'image')) return null;
    if (hydrated) return null;
    return control;
  }
  function fire(el, type, init) {
    var Ctor = type.indexOf('pointer') === 0 && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    el.dispatchEvent(new Ctor(type, init));
  }
  function replay(tap) {
    if (tap.typed !== undefined) return retype(tap);
    if (tap.key) return window.dispatchEvent(new KeyboardEvent('keydown', { key: tap.key, code: tap.code, ctrlKey: tap.ctrlKey, metaKey: tap.metaKey, bubbles: true, cancelable: true }));
    var init = { bubbles: true, cancelable: true, composed: true, button: 0, clientX: tap.x, clientY: tap.y, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    var down = Object.assign({}, init, { buttons: 1 });
    fire(tap.el, 'pointerdown', down);
    fire(tap.el, 'mousedown', down);
    if (tap.el.focus) tap.el.focus();
    fire(tap.el, 'pointerup', init);
    fire(tap.el, 'mouseup', init);
    fire(tap.el, 'click', Object.assign({}, init, { detail: 1 }));
  }
  function retype(tap) {
    var el = tap.el;
    var proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    var typed = el.value;
    // React's own value setter records what it last saw; past it, the text counts as typed
    el.value = '';
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function ready(tap) {
    return tap.key ? hydrated : committed(tap.el);
  }
  function start() {
    if (!timer) timer = setInterval(tick, 50);
  }
  function tick() {
    while (queue.length > 0) {
      var tap = queue[0];
      if (!tap.el.isConnected || Date.now() - tap.at > ${TAP_REPLAY_GIVE_UP_MS}) {
        queue.shift();
        continue;
      }
      if (!ready(tap)) return;
      queue.shift();
      replay(tap);
      return;
    }
    clearInterval(timer);
    timer = 0;
  }
  var removers = [];
  function on(target, type, listener) {
    target.addEventListener(type, listener, true);
    removers.push(function () { target.removeEventListener(type, listener, true); });
  }
  if (window.${TAP_REPLAY_GLOBAL}) window.${TAP_REPLAY_GLOBAL}.dispose();
  HELD.forEach(function (type) {
    on(document, type, function (event) {
      var control = heldControl(event);
      if (!control) return;
      event.stopImmediatePropagation();
      if (type !== 'click') return;
      event.preventDefault();
      queue.push({ el: control, x: event.clientX, y: event.clientY, at: Date.now() });
      start();
    });
  });
  on(document, 'input', function (event) {
    var el = event.target;
    if (!el || (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA') || committed(el)) return;
    if (hydrated) return;
    for (var i = 0; i < queue.length; i++) if (queue[i].el === el) return;
    queue.push({ el: el, typed: true, at: Date.now() });
    start();
  });
  on(window, 'keydown', function (event) {
    if (hydrated || !(event.ctrlKey || event.metaKey) || SHORTCUT_KEYS.indexOf(String(event.key).toLowerCase()) === -1) return;
    event.preventDefault();
    queue.push({ el: document.documentElement, key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, at: Date.now() });
    start();
  });
  window.${TAP_REPLAY_GLOBAL} = {
    hydrated: function () { hydrated = true; start(); },
    pending: function () { return queue.length; },
    // a second copy of the script (a new page in tests, a hot reload) replaces this one
    dispose: function () { removers.forEach(function (remove) { remove(); }); clearInterval(timer); queue = []; }
  };
})();`;

declare global {
  interface Window {
    /** set by `TAP_REPLAY_SCRIPT` */
    __tapReplay?: { hydrated(): void; pending(): number; dispose(): void };
  }
}

/** Tells the script that the page's first hydration is done (called from the root component). */
export function useTapReplayHydrated(): void {
  useEffect(() => {
    window.__tapReplay?.hydrated();
  }, []);
}

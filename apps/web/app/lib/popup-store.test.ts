// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from './popup-store.ts';

describe('popup store', () => {
  beforeEach(() => usePopupStore.getState().close());

  it('holds one popup at a time with its props', () => {
    const { open } = usePopupStore.getState();
    open('categories');
    open('user-location', { redirectUrl: '/cart' });
    expect(usePopupStore.getState().active).toEqual({
      name: 'user-location',
      props: { redirectUrl: '/cart' },
    });
  });

  it('closing resets it', () => {
    usePopupStore.getState().open('categories');
    usePopupStore.getState().close();
    expect(usePopupStore.getState().active).toBeNull();
  });

  it('a route change closes a popup opened on the page before it', () => {
    window.history.replaceState({ key: 'before' }, '');
    usePopupStore.getState().open('categories');
    window.history.pushState({ key: 'after' }, '', '/');
    usePopupStore.getState().closeForNavigation('after');
    expect(usePopupStore.getState().active).toBeNull();
  });

  it('keeps a popup opened once the address had changed, before the new page rendered', () => {
    window.history.replaceState({ key: 'before' }, '');
    window.history.pushState({ key: 'after' }, '', '/');
    usePopupStore.getState().open('signin');
    usePopupStore.getState().closeForNavigation('after');
    expect(usePopupStore.getState().active).toEqual({ name: 'signin', props: {} });
  });
});

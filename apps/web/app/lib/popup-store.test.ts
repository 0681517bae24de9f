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
});

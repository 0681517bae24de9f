// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIORITY_IMAGE } from '../lib/framework-tricks.ts';
import { Image } from './image.tsx';

describe('Image', () => {
  afterEach(cleanup);

  it('always has a size and a srcset for sized WebP files', () => {
    render(<Image src="/uploads/shoe-400.webp" alt="Shoe" width={400} height={400} />);
    const img = screen.getByRole('img', { name: 'Shoe' });
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('srcset')).toContain('/uploads/shoe-800.webp 800w');
  });

  it('tells the browser the shown width, so a small image does not fetch the largest file', () => {
    render(<Image src="/uploads/logo-800.webp" alt="Logo" width={72} height={72} />);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('sizes')).toBe('72px');
    cleanup();
    render(<Image src="/uploads/hero-800.webp" alt="Hero" width={1280} height={440} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Hero' }).getAttribute('sizes')).toBe('100vw');
    cleanup();
    render(<Image src="/uploads/logo.svg" alt="Svg" width={72} height={72} />);
    expect(screen.getByRole('img', { name: 'Svg' }).getAttribute('sizes')).toBeNull();
  });

  it('names a high-priority picture for the start-up script to wait for, and no other', () => {
    render(<Image src="/uploads/main-800.webp" alt="Main" width={800} height={800} fetchPriority="high" />);
    expect(screen.getByRole('img', { name: 'Main' }).getAttribute('elementtiming')).toBe(PRIORITY_IMAGE);
    render(<Image src="/uploads/other-800.webp" alt="Other" width={800} height={800} />);
    expect(screen.getByRole('img', { name: 'Other' }).getAttribute('elementtiming')).toBeNull();
  });

  it('falls back to the placeholder when the file fails to load', () => {
    render(<Image src="/uploads/missing.png" alt="Missing" width={100} height={100} />);
    const img = screen.getByRole('img', { name: 'Missing' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/placeholder.svg');
  });

  it('uses the placeholder when there is no address at all', () => {
    render(<Image src="" alt="None" width={100} height={100} />);
    expect(screen.getByRole('img', { name: 'None' }).getAttribute('src')).toBe('/images/placeholder.svg');
  });
});

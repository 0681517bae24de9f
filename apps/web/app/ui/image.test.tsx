// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Image } from './image.tsx';

describe('Image', () => {
  afterEach(cleanup);

  it('always has a size and a srcset for sized WebP files', () => {
    render(<Image src="/uploads/shoe-400.webp" alt="Shoe" width={400} height={400} />);
    const img = screen.getByRole('img', { name: 'Shoe' });
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('srcset')).toContain('/uploads/shoe-800.webp 800w');
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

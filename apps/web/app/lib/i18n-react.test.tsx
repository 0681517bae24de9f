// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Trans, TranslationProvider, useTranslation } from './i18n-react.tsx';
import { createTranslator } from './translator.ts';

const translator = createTranslator('es-ES', {
  'es-ES': {
    agree: 'Al registrarme acepto los <terms>Términos y condiciones</terms> de {{shop}}',
    greeting: 'Hola {{name}}',
  },
});

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('greeting', { name: 'Ana' })} ({i18n.language})
    </p>
  );
}

describe('i18n-react', () => {
  afterEach(cleanup);

  it('gives components the provided translator and its language', () => {
    render(
      <TranslationProvider translator={translator}>
        <Greeting />
      </TranslationProvider>,
    );
    expect(screen.getByText('Hola Ana (es-ES)')).toBeTruthy();
  });

  it('Trans turns named tags into the given elements, keeping the text around them', () => {
    const { container } = render(
      <TranslationProvider translator={translator}>
        <Trans
          i18nKey="agree"
          values={{ shop: 'Tienda' }}
          components={{ terms: <em className="underline" /> }}
        />
      </TranslationProvider>,
    );
    const terms = screen.getByText('Términos y condiciones');
    expect(terms.tagName).toBe('EM');
    expect(terms.className).toBe('underline');
    expect(container.textContent).toBe('Al registrarme acepto los Términos y condiciones de Tienda');
  });

  it('Trans without tags is the translated text', () => {
    const { container } = render(
      <TranslationProvider translator={translator}>
        <Trans i18nKey="greeting" values={{ name: 'Luis' }} />
      </TranslationProvider>,
    );
    expect(container.textContent).toBe('Hola Luis');
  });
});

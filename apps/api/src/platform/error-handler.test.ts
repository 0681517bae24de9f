import { describe, expect, it } from 'vitest';
import { fieldLabel, validationErrors } from './error-handler.ts';

describe('validation errors', () => {
  it('names fields in words', () => {
    expect(fieldLabel('email')).toBe('email');
    expect(fieldLabel('passwordConfirmation')).toBe('password confirmation');
    expect(fieldLabel('shippingAddress.postal_code')).toBe('postal code');
    expect(fieldLabel('shopIds.0')).toBe('shop ids');
  });

  it('maps issues to field → messages, naming missing fields and translating', () => {
    const errors = validationErrors(
      [
        {
          instancePath: '/phone',
          keyword: 'invalid_type',
          message: 'Invalid input: expected string, received undefined',
        },
        { instancePath: '/email', keyword: 'invalid_format', message: 'Invalid email' },
        { instancePath: '/email', keyword: 'custom', message: 'Taken' },
        {
          instancePath: '',
          keyword: 'invalid_type',
          message: 'Invalid input: expected object, received string',
        },
      ],
      'body',
      'es-ES',
    );
    expect(errors).toEqual({
      phone: ['El campo phone es obligatorio.'],
      email: ['Correo electrónico no válido', 'Taken'],
      body: ['Invalid input: expected object, received string'],
    });
  });
});

import { OTP_LENGTH } from '@shop/contracts/constants';
import { forwardRef } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The field of a code sent by SMS: labelled, numeric, filled in by the phone's one-time-code offer. */
export const CodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(
  function CodeField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        label={t('verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        {...props}
      />
    );
  },
);

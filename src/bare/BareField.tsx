import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslate } from 'ra-core';
import { Icon } from './icons.js';

export interface BareFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  name: string;
  label: string;
  /** Translated problem to show beside the input, if any. */
  problem?: string;
  /** A password whose text the user may show (react-admin's PasswordInput button). */
  revealable?: boolean;
}

/** A labelled input of the bare forms, its problem beside it and announced with it (aria-describedby). */
export function BareField({ label, problem, revealable = false, required, type = 'text', ...input }: BareFieldProps) {
  const translate = useTranslate();
  const id = useId();
  const helpId = `${id}-help`;
  const [shown, setShown] = useState(false);
  return (
    <div className={problem ? 'bare-field invalid' : 'bare-field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="bare-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="bare-field-box">
        <input
          {...input}
          id={id}
          type={revealable && shown ? 'text' : type}
          required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? helpId : undefined}
        />
        {revealable && (
          <button
            type="button"
            className="bare-icon-button"
            aria-label={translate(shown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
            onClick={() => setShown((visible) => !visible)}
          >
            <Icon name={shown ? 'visibility' : 'visibilityOff'} />
          </button>
        )}
      </div>
      <p id={helpId} className="bare-field-help">
        {problem ?? ''}
      </p>
    </div>
  );
}

import { useId } from 'react';
import { useMessages } from '../i18n/index.tsx';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggle: () => void;
  disabled: boolean;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
};

/** A password input with its own show/hide toggle (SPEC §2). */
export function PasswordField({ label, value, onChange, visible, onToggle, disabled, autoComplete, invalid }: Props) {
  const m = useMessages();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="flex gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          className="input min-w-0 flex-1"
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onToggle}
          disabled={disabled}
          aria-pressed={visible}
          aria-label={`${visible ? m.auth.hidePasswordLabel : m.auth.showPasswordLabel}: ${label}`}
        >
          {visible ? m.auth.hide : m.auth.show}
        </button>
      </div>
    </div>
  );
}

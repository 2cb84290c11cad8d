import { useId } from 'react';

type Props<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  /** The text shown for each option. */
  text: (option: T) => string;
  onChange: (value: T) => void;
};

/** A labelled drop-down list of a fixed set of values. */
export function SelectField<T extends string>({ label, value, options, text, onChange }: Props<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

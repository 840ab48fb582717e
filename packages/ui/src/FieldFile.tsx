import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { assertFieldId, controlAria, Label } from './Field';

export type FieldFileProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> & {
  /** Required: the label is tied to the input through this id. */
  id: string;
  label: ReactNode;
  /** Text of the visible "choose" button (default "Choose file"). */
  buttonLabel?: ReactNode;
  /** Shown when nothing is chosen (default "No file chosen"). */
  emptyLabel?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Shown before the button, e.g. the current avatar. */
  preview?: ReactNode;
  className?: string;
};

/**
 * A file input (for example the profile image, JPG/GIF/PNG up to 20 MB) with a styled button,
 * the chosen file's name, hint and error. The native input stays focusable and labelled.
 */
export const FieldFile = forwardRef<HTMLInputElement, FieldFileProps>(function FieldFile(
  { id, label, buttonLabel = 'Choose file', emptyLabel = 'No file chosen', hint, error, preview, className, onChange, required, ...rest },
  ref,
) {
  assertFieldId(id, 'FieldFile');
  const [fileName, setFileName] = useState<string | null>(null);
  const hintId = hint != null ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = `${id}-status`;
  return (
    <div className={['vg-field', 'vg-field--file', error && 'vg-field--invalid', className].filter(Boolean).join(' ')}>
      <Label htmlFor={id} required={required}>{label}</Label>
      <div className="vg-file">
        {preview && <div className="vg-file__preview">{preview}</div>}
        <span className="vg-file__picker">
        <input
          ref={ref}
          {...rest}
          id={id}
          type="file"
          required={required}
          className="vg-file__input"
          {...controlAria(error, rest['aria-describedby'], statusId, errorId, hintId)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const files = event.target.files;
            setFileName(files && files.length > 0 ? Array.from(files).map((f) => f.name).join(', ') : null);
            onChange?.(event);
          }}
        />
        <span className="vg-file__button" aria-hidden="true">{buttonLabel}</span>
        </span>
        <span id={statusId} className="vg-file__name">{fileName ?? emptyLabel}</span>
      </div>
      {error && (
        <p id={errorId} className="vg-field__error">
          {error}
        </p>
      )}
      {hintId && <p id={hintId} className="vg-field__hint">{hint}</p>}
    </div>
  );
});

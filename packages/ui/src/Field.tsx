import {
  forwardRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** Multi-line text inputs accept at most 5000 characters (spec 1 §5, §9). */
export const TEXTAREA_MAX_LENGTH = 5000;

/**
 * A label requires an id (spec 1 §5). The types make `id` mandatory on every field; this
 * check catches an empty or blank id at run time. It is a developer error, so it throws.
 */
export function assertFieldId(id: unknown, component: string): asserts id is string {
  if (typeof id !== 'string' || id.trim() === '' || /\s/.test(id)) {
    throw new Error(`${component}: a label requires an id (got ${JSON.stringify(id)}). Pass a non-empty id without spaces.`);
  }
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((x): x is string => typeof x === 'string' && x !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/**
 * A control's `aria-invalid` (set while there is an error) and `aria-describedby` (the ids the
 * caller passed first, then the field's own messages).
 */
export function controlAria(error: ReactNode, ...ids: (string | false | null | undefined)[]) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(...ids) };
}

export interface LabelProps extends Omit<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> {
  /** The id of the control this label names. Required. */
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
}

/** A form label. `htmlFor` is required: a label without a control id is a developer error. */
export function Label({ htmlFor, required, hidden, className, children, ...rest }: LabelProps) {
  assertFieldId(htmlFor, 'Label');
  const classes = ['vg-field__label', hidden && 'vg-visually-hidden', className].filter(Boolean).join(' ');
  return (
    <label {...rest} htmlFor={htmlFor} className={classes}>
      {children}
      {required && (
        <span className="vg-field__required" aria-hidden="true">
          {' '}*
        </span>
      )}
    </label>
  );
}

export interface FieldCommon {
  /** Required: the label is tied to the control through this id. */
  id: string;
  label: ReactNode;
  /** Visually hide the label (it stays available to assistive technology). */
  hideLabel?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and is linked with aria-describedby. */
  error?: string | null;
  className?: string;
}

function Message({ id, kind, children }: { id: string; kind: 'hint' | 'error'; children: ReactNode }) {
  return (
    <p id={id} className={`vg-field__${kind}`}>
      {kind === 'error' && (
        <svg className="vg-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path d="M8 4.5v4.2M8 11.2v.3" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      )}
      {children}
    </p>
  );
}

function ids(id: string, hint: ReactNode, error: string | null | undefined) {
  const hintId = hint != null && hint !== false ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId };
}

function wrapperClass(kind: string, error: string | null | undefined, className: string | undefined) {
  return ['vg-field', `vg-field--${kind}`, error && 'vg-field--invalid', className].filter(Boolean).join(' ');
}

export type FieldTextProps = FieldCommon & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A single-line text input (text, email, tel, url, number, search...) with label, hint and error. */
export const FieldText = forwardRef<HTMLInputElement, FieldTextProps>(function FieldText(
  { id, label, hideLabel, hint, error, className, type = 'text', required, ...rest },
  ref,
) {
  assertFieldId(id, 'FieldText');
  const { hintId, errorId } = ids(id, hint, error);
  return (
    <div className={wrapperClass('text', error, className)}>
      <Label htmlFor={id} required={required} hidden={hideLabel}>{label}</Label>
      <input
        ref={ref}
        {...rest}
        id={id}
        type={type}
        required={required}
        className="vg-field__control"
        {...controlAria(error, rest['aria-describedby'], errorId, hintId)}
      />
      {error && <Message id={`${id}-error`} kind="error">{error}</Message>}
      {hintId && <Message id={hintId} kind="hint">{hint}</Message>}
    </div>
  );
});

export type FieldPasswordProps = Omit<FieldTextProps, 'type'>;

/** A password input with a show/hide toggle. */
export const FieldPassword = forwardRef<HTMLInputElement, FieldPasswordProps>(function FieldPassword(
  { id, label, hideLabel, hint, error, className, required, ...rest },
  ref,
) {
  assertFieldId(id, 'FieldPassword');
  const [visible, setVisible] = useState(false);
  const { hintId, errorId } = ids(id, hint, error);
  return (
    <div className={wrapperClass('password', error, className)}>
      <Label htmlFor={id} required={required} hidden={hideLabel}>{label}</Label>
      <div className="vg-field__password">
        <input
          ref={ref}
          autoComplete="current-password"
          {...rest}
          id={id}
          type={visible ? 'text' : 'password'}
          required={required}
          className="vg-field__control"
          {...controlAria(error, rest['aria-describedby'], errorId, hintId)}
        />
        <button
          type="button"
          className="vg-field__toggle"
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="vg-visually-hidden"> password</span>
        </button>
      </div>
      {error && <Message id={`${id}-error`} kind="error">{error}</Message>}
      {hintId && <Message id={hintId} kind="hint">{hint}</Message>}
    </div>
  );
});

export type FieldTextareaProps = FieldCommon &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    /** Defaults to 5000 (spec 1 §5). */
    maxLength?: number;
    /** Show the "n / max" counter (default true). */
    showCounter?: boolean;
  };

/** A multi-line input with a character counter; at most 5000 characters by default. */
export const FieldTextarea = forwardRef<HTMLTextAreaElement, FieldTextareaProps>(function FieldTextarea(
  { id, label, hideLabel, hint, error, className, required, maxLength = TEXTAREA_MAX_LENGTH, showCounter = true, rows = 5, onChange, ...rest },
  ref,
) {
  assertFieldId(id, 'FieldTextarea');
  const [uncontrolled, setUncontrolled] = useState(() => String(rest.defaultValue ?? ''));
  const length = rest.value != null ? String(rest.value).length : uncontrolled.length;
  const { hintId, errorId } = ids(id, hint, error);
  const counterId = showCounter ? `${id}-counter` : undefined;
  const near = length >= maxLength * 0.9;
  return (
    <div className={wrapperClass('textarea', error, className)}>
      <Label htmlFor={id} required={required} hidden={hideLabel}>{label}</Label>
      <textarea
        ref={ref}
        {...rest}
        id={id}
        rows={rows}
        required={required}
        maxLength={maxLength}
        className="vg-field__control"
        {...controlAria(error, rest['aria-describedby'], errorId, hintId, counterId)}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setUncontrolled(event.target.value);
          onChange?.(event);
        }}
      />
      <div className="vg-field__meta">
        <div className="vg-field__messages">
          {error && <Message id={`${id}-error`} kind="error">{error}</Message>}
          {hintId && <Message id={hintId} kind="hint">{hint}</Message>}
        </div>
        {counterId && (
          <p id={counterId} className={['vg-field__counter', near && 'vg-field__counter--near'].filter(Boolean).join(' ')}>
            {length} / {maxLength}
            <span className="vg-visually-hidden"> characters</span>
          </p>
        )}
      </div>
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type FieldSelectProps = FieldCommon &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** An empty first option (value ""), e.g. "Choose a country". */
    placeholder?: string;
  };

/** A native select with label, hint and error. */
export const FieldSelect = forwardRef<HTMLSelectElement, FieldSelectProps>(function FieldSelect(
  { id, label, hideLabel, hint, error, className, required, options, placeholder, ...rest },
  ref,
) {
  assertFieldId(id, 'FieldSelect');
  const { hintId, errorId } = ids(id, hint, error);
  return (
    <div className={wrapperClass('select', error, className)}>
      <Label htmlFor={id} required={required} hidden={hideLabel}>{label}</Label>
      <div className="vg-field__select">
        <select
          ref={ref}
          {...rest}
          id={id}
          required={required}
          className="vg-field__control"
          {...controlAria(error, rest['aria-describedby'], errorId, hintId)}
        >
          {placeholder != null && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <svg className="vg-field__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {error && <Message id={`${id}-error`} kind="error">{error}</Message>}
      {hintId && <Message id={hintId} kind="hint">{hint}</Message>}
    </div>
  );
});

export type FieldCheckboxProps = Omit<FieldCommon, 'hideLabel'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

/** A checkbox with its label beside it, optional hint and error. */
export const FieldCheckbox = forwardRef<HTMLInputElement, FieldCheckboxProps>(function FieldCheckbox(
  { id, label, hint, error, className, required, ...rest },
  ref,
) {
  assertFieldId(id, 'FieldCheckbox');
  const { hintId, errorId } = ids(id, hint, error);
  return (
    <div className={wrapperClass('checkbox', error, className)}>
      <div className="vg-field__check-row">
        <input
          ref={ref}
          {...rest}
          id={id}
          type="checkbox"
          required={required}
          className="vg-field__checkbox"
          {...controlAria(error, rest['aria-describedby'], errorId, hintId)}
        />
        <Label htmlFor={id} required={required} className="vg-field__check-label">{label}</Label>
      </div>
      {hintId && <Message id={hintId} kind="hint">{hint}</Message>}
      {error && <Message id={`${id}-error`} kind="error">{error}</Message>}
    </div>
  );
});

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface FieldRadioGroupProps extends Omit<FieldCommon, 'hideLabel'> {
  /** The radios' `name` (what the form sends). */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; use `defaultValue` for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** `cards` shows each choice as a bordered box (with its description), side by side when there is room. */
  variant?: 'list' | 'cards';
}

/**
 * A group of radios in a fieldset whose legend is the label. Each radio is labelled by its
 * option; the group's hint and error are linked to every radio with aria-describedby. Arrow
 * keys move between the choices (the browser's own radio behaviour).
 */
export function FieldRadioGroup({ id, label, hint, error, className, name, options, value, defaultValue, onChange, required, disabled, variant = 'list' }: FieldRadioGroupProps) {
  assertFieldId(id, 'FieldRadioGroup');
  const { hintId, errorId } = ids(id, hint, error);
  const controlled = value !== undefined ? { checked: (option: string) => option === value } : null;
  return (
    <fieldset id={id} className={[wrapperClass('radio', error, className), `vg-field--radio-${variant}`].join(' ')} disabled={disabled}>
      <legend className="vg-field__label">
        {label}
        {required && (
          <span className="vg-field__required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </legend>
      <div className="vg-field__radios">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const descriptionId = option.description != null ? `${optionId}-description` : undefined;
          return (
            <div key={option.value} className="vg-field__radio-option">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className="vg-field__radio"
                required={required}
                disabled={option.disabled}
                {...(controlled ? { checked: controlled.checked(option.value) } : { defaultChecked: option.value === defaultValue })}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(descriptionId, errorId, hintId)}
              />
              <label htmlFor={optionId} className="vg-field__radio-label">
                <span className="vg-field__radio-title">{option.label}</span>
                {descriptionId && (
                  <span id={descriptionId} className="vg-field__radio-description">
                    {option.description}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      {error && <Message id={`${id}-error`} kind="error">{error}</Message>}
      {hintId && <Message id={hintId} kind="hint">{hint}</Message>}
    </fieldset>
  );
}

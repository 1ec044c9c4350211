/** The studio's own form widgets (rjsf): a colour picker that keeps the typed CSS value beside it. */
import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps, FieldErrorProps, IconButtonProps, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { type ComponentType, useContext } from 'react';
import { pointerOf, ServerErrors } from './errors';

/** '#abc' -> '#aabbcc'; '#aabbccdd' -> '#aabbcc' (the picker has no alpha); anything else -> undefined. */
export function pickerValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value);
  return long ? `#${long[1]?.toLowerCase()}` : undefined;
}

function ColourWidget({ id, value, required, disabled, readonly, onChange, label }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const alpha = /^#[0-9a-f]{6}([0-9a-f]{2})$/i.exec(text)?.[1] ?? '';
  return (
    <span className="st-colour">
      <input
        type="color"
        aria-label={`${label}: colour picker`}
        value={pickerValue(text) ?? '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(`${e.target.value}${alpha}`)}
      />
      <input
        id={id}
        type="text"
        value={text}
        required={required}
        disabled={disabled || readonly}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </span>
  );
}

const defaults = getDefaultRegistry();
const DefaultCheckbox = defaults.widgets.CheckboxWidget as ComponentType<WidgetProps>;
const DefaultInput = defaults.templates.BaseInputTemplate as ComponentType<BaseInputTemplateProps>;

/** A box left out of the file shows the schema's default (what the site uses), not an unchecked box. */
function CheckboxWidget(props: WidgetProps) {
  return <DefaultCheckbox {...props} value={typeof props.value === 'boolean' ? props.value : props.schema.default === true} />;
}

/** A field left out of the file shows the schema's default as its placeholder. */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const fallback = props.schema.default;
  const shown = props.placeholder || (props.value === undefined && (typeof fallback === 'string' || typeof fallback === 'number') ? `${fallback} (default)` : '');
  return <DefaultInput {...props} placeholder={shown} />;
}

export const WIDGETS: RegistryWidgetsType = { colour: ColourWidget, CheckboxWidget };

/** The array buttons with words (rjsf's default icons need Bootstrap's icon font, which the studio does not load). */
function textButton(text: string) {
  return function TextButton({ onClick, disabled, className, style, id }: IconButtonProps) {
    return (
      <button type="button" id={id} className={`st-array-button ${className ?? ''}`} style={style} disabled={disabled} onClick={onClick}>
        {text}
      </button>
    );
  };
}

/** A field's errors: the server's, at the field's JSON pointer (the form itself does not validate). */
function FieldErrorTemplate({ fieldPathId }: FieldErrorProps) {
  const messages = useContext(ServerErrors).get(pointerOf(fieldPathId.path)) ?? [];
  if (!messages.length) return null;
  return (
    <ul className="error-detail" id={`${fieldPathId.$id}__error`}>
      {messages.map((m) => (
        <li key={m} className="text-danger">
          {m}
        </li>
      ))}
    </ul>
  );
}

export const TEMPLATES: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldErrorTemplate,
  ButtonTemplates: {
    AddButton: textButton('Add'),
    CopyButton: textButton('Copy'),
    MoveDownButton: textButton('Move down'),
    MoveUpButton: textButton('Move up'),
    RemoveButton: textButton('Remove'),
    ClearButton: textButton('Clear'),
    SubmitButton: () => null,
  } as TemplatesType['ButtonTemplates'],
};

import type { ComponentType, CSSProperties } from 'react';

/**
 * For stories: a decorator that renders the story inside a box of the given size, e.g.
 * `framed({ maxWidth: 480 })` for a narrow column or `framed({ minHeight: 360 })` for room below
 * an opening menu. Not a component of the kit (not exported).
 */
export function framed(style: CSSProperties) {
  return function Frame(Story: ComponentType) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  };
}

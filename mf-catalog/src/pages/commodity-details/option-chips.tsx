import { useId } from 'react';
import type { OptionState } from './sku-selection';

export interface ChipOption {
  key: string;
  label: string;
  selected: boolean;
  state: OptionState;
  onSelect: () => void;
}

/** One spec group (or the terms) as chips; a value that can't be had is shown but can't be chosen. */
export function OptionChips({
  title,
  options,
  soldOutText,
}: {
  title: string;
  options: ChipOption[];
  soldOutText: string;
}) {
  const id = useId();
  return (
    <div className="cat-chips">
      <h3 id={id} className="cat-chips__title">
        {title}
      </h3>
      <div role="radiogroup" aria-labelledby={id} className="cat-chips__list">
        {options.map((option) => {
          const disabled = !option.selected && option.state !== 'available';
          return (
            <button
              key={option.key}
              type="button"
              role="radio"
              aria-checked={option.selected}
              aria-disabled={disabled}
              disabled={disabled}
              className={`cat-chip${option.selected ? ' cat-chip--on' : ''}`}
              onClick={option.onSelect}
            >
              {option.label}
              {option.state === 'soldOut' && !option.selected && (
                <small className="cat-chip__note">{soldOutText}</small>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

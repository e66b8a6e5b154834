import { TextField } from '@pgportal/ui';
import { useEffect, useId, useState } from 'react';
import * as styles from './search-select.module.css';

export interface SearchOption {
  value: string;
  label: string;
  meta?: string;
}

interface SearchSelectProps {
  label: string;
  /** the chosen option, shown in the field */
  selected: SearchOption | null;
  onSelect: (option: SearchOption | null) => void;
  /** called with the text typed, after a short pause */
  onSearch: (text: string) => void;
  options: readonly SearchOption[] | undefined;
  loading?: boolean;
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * A picker that searches as you type (an ARIA combobox): the list shows the server's matches;
 * arrows move the active option (aria-activedescendant: focus stays in the field, and the list is
 * no Tab stop), Enter or a click chooses, Esc closes the list only (the kit's Modal leaves a
 * combobox's Esc to it while its list is open).
 */
export function SearchSelect(props: SearchSelectProps) {
  const { label, selected, onSelect, onSearch, options, loading, error, required, placeholder } = props;
  const listId = useId();
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => onSearch(text === selected?.label ? '' : text), 250);
    return () => clearTimeout(timer);
  }, [text, open, onSearch, selected]);

  const list = options ?? [];
  const activeId = open && list[active] ? `${listId}-${active}` : undefined;
  useEffect(() => {
    if (!activeId) return;
    // Keeps the active option in sight as the arrows move through a list longer than its box.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const choose = (option: SearchOption) => {
    onSelect(option);
    setText(option.label);
    setOpen(false);
  };

  return (
    <div className={styles.wrapper}>
      <TextField
        label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        required={required}
        error={error}
        placeholder={placeholder}
        value={text}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (selected) onSelect(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, list.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter' && open && list[active]) {
            event.preventDefault();
            choose(list[active]);
          } else if (event.key === 'Escape' && open) {
            setOpen(false);
          }
        }}
      />
      {open ? (
        // tabIndex -1: a list that scrolls would otherwise be a Tab stop of its own in Chromium; a
        // press on it (its scrollbar) leaves focus in the field.
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          className={styles.list}
          onMouseDown={(event) => event.preventDefault()}
        >
          {list.length === 0 ? (
            <li className={styles.empty} role="presentation">
              {loading ? 'Searching...' : 'No matches'}
            </li>
          ) : (
            list.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
                {option.meta ? <span className={styles.meta}>{option.meta}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}

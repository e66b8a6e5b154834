import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useId, useState } from 'react';
import * as styles from './search-select.module.css';
import { TextField } from './text-field';
import { useKitLabels } from './kit-labels';

export interface SearchOption {
  value: string;
  label: string;
  meta?: string;
}

export interface SearchSelectProps {
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

const { stateChangeTypes } = useCombobox;
type Changes = UseComboboxStateChangeOptions<SearchOption>;

/**
 * Where the portal's picker differs from downshift's defaults: a click on the field keeps the list
 * open (focus opened it); leaving the field (Tab) chooses nothing; Esc on a closed list clears
 * nothing (that Esc belongs to the dialog); and the text being typed is not emptied when typing
 * drops the chosen option.
 */
function stateReducer(state: UseComboboxState<SearchOption>, { type, changes }: Changes) {
  const keep = { selectedItem: state.selectedItem, inputValue: state.inputValue };
  switch (type) {
    case stateChangeTypes.InputClick:
      return state.isOpen ? { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex } : changes;
    case stateChangeTypes.InputBlur:
      return { ...changes, ...keep };
    case stateChangeTypes.InputKeyDownEscape:
      return state.isOpen ? changes : { ...changes, ...keep };
    case stateChangeTypes.ControlledPropUpdatedSelectedItem:
      return changes.inputValue === '' ? { ...changes, inputValue: state.inputValue } : changes;
    default:
      return changes;
  }
}

/**
 * A picker that searches as you type, on downshift's useCombobox (an ARIA combobox): the list
 * shows the server's matches; arrows move the active option (aria-activedescendant: focus stays in
 * the field, and the list is no Tab stop), Enter or a click chooses, Esc closes the list only (the
 * kit's Modal leaves a combobox's Esc to it while its list is open).
 */
export function SearchSelect(props: SearchSelectProps) {
  const { label, selected, onSelect, onSearch, options, loading, error, required, placeholder } = props;
  const inputId = `search-select-${useId()}`;
  const labels = useKitLabels();
  const [text, setText] = useState(selected?.label ?? '');
  const items = options ? [...options] : [];
  const combobox = useCombobox<SearchOption>({
    items,
    inputId,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    selectedItem: selected,
    inputValue: text,
    defaultHighlightedIndex: 0,
    stateReducer,
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      if (type === stateChangeTypes.InputChange && selected) onSelect(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
  });
  const { isOpen, getInputProps, getMenuProps, getItemProps, openMenu } = combobox;

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = setTimeout(() => onSearch(text === selected?.label ? '' : text), 250);
    return () => clearTimeout(timer);
  }, [text, isOpen, onSearch, selected]);

  return (
    <div className={styles.wrapper}>
      <TextField
        label={label}
        required={required}
        error={error}
        placeholder={placeholder}
        {...getInputProps({
          id: inputId,
          'aria-labelledby': undefined,
          onFocus: () => {
            if (!isOpen) openMenu();
          },
        })}
      />
      {/* Always in the page with its options, shown only while open: closing on blur then removes
          no node, which would make the dialog's focus trap take focus from the next field while it
          moves. tabIndex -1: a list that scrolls would otherwise be a Tab stop of its own in
          Chromium; a press on it (its scrollbar) leaves focus in the field. */}
      <ul
        {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': label, tabIndex: -1 })}
        className={styles.list}
        hidden={!isOpen}
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.length === 0 ? (
          <li className={styles.empty} role="presentation">
            {loading ? labels.searching : labels.noMatches}
          </li>
        ) : null}
        {items.map((option, index) => (
          <li key={option.value} className={styles.option} {...getItemProps({ item: option, index })}>
            {option.label}
            {option.meta ? <span className={styles.meta}>{option.meta}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

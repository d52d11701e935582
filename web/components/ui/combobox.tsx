import { ChevronsUpDownIcon, SearchIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import * as React from "react";

import { cn } from "../../lib/utils";
import { type ComboboxOption, filterOptions } from "./combobox-filter";
import { ComboboxOptionRow, ROW_HEIGHT } from "./combobox-option";

type ComboboxProps = Omit<React.ComponentProps<"button">, "value" | "onChange" | "children"> & {
  options: readonly ComboboxOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Trigger text when nothing is selected. */
  placeholder?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  /** Maximum height of the option list, in px. */
  listHeight?: number;
  /** Placeholder of the search box inside the popover. */
  searchPlaceholder?: string;
  /**
   * The options come from a server search: each change of the search box is reported here and the
   * options are shown as given, not filtered again.
   */
  onSearchChange?: (search: string) => void;
  /** Trigger text for a value that is not among the options (a server search's earlier choice). */
  selectedLabel?: string;
};

const OVERSCAN = 6;

/**
 * Searchable single select. The trigger is a `combobox` button; opening it focuses a search box that
 * filters a `listbox`. Arrow keys move the active option, Enter selects, Escape closes, and typing a
 * character on the closed trigger opens it pre-filtered.
 */
function Combobox({
  options,
  value,
  onChange,
  placeholder = "Select…",
  emptyText = "No results.",
  listHeight = 300,
  searchPlaceholder = "Search…",
  onSearchChange,
  selectedLabel,
  disabled,
  className,
  onKeyDown,
  "aria-label": ariaLabel,
  ...triggerProps
}: ComboboxProps) {
  const baseId = React.useId();
  const listId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [scrollTop, setScrollTop] = React.useState(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);

  const selected = React.useMemo(() => options.find((o) => o.value === value), [options, value]);
  const filtered = React.useMemo(
    () => (onSearchChange ? [...options] : filterOptions(options, query)),
    [options, query, onSearchChange],
  );
  const triggerText = selected?.label ?? (value ? selectedLabel : undefined);

  const viewportHeight = Math.min(listHeight, filtered.length * ROW_HEIGHT);
  const activeOption = filtered[activeIndex];

  const openWith = (initialQuery: string) => {
    onSearchChange?.(initialQuery);
    const initial = onSearchChange ? options : filterOptions(options, initialQuery);
    const selectedIndex = initialQuery === "" ? initial.findIndex((o) => o.value === value) : -1;
    const index = Math.max(0, selectedIndex);
    setQuery(initialQuery);
    setActiveIndex(index);
    const top = Math.max(0, index * ROW_HEIGHT - (listHeight - ROW_HEIGHT) / 2);
    setScrollTop(top);
    setOpen(true);
  };

  const handleOpenChange = (next: boolean) => {
    if (next) openWith("");
    else setOpen(false);
  };

  const select = (option: ComboboxOption) => {
    onChange(option.value);
    setOpen(false);
  };

  // Keep the active option inside the scroll viewport.
  const scrollToIndex = (index: number) => {
    const list = listRef.current;
    const top = index * ROW_HEIGHT;
    let next = list ? list.scrollTop : scrollTop;
    if (top < next) next = top;
    else if (top + ROW_HEIGHT > next + listHeight) next = top + ROW_HEIGHT - listHeight;
    if (list) list.scrollTop = next;
    setScrollTop(next);
  };

  const moveActive = (index: number) => {
    if (filtered.length === 0) return;
    const clamped = Math.min(Math.max(0, index), filtered.length - 1);
    setActiveIndex(clamped);
    scrollToIndex(clamped);
  };

  // Restore the computed scroll position once the list is mounted (on open).
  // Only on open: afterwards the scroll position is driven by the user and scrollToIndex.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollTop is read once when the list mounts.
  React.useLayoutEffect(() => {
    if (open && listRef.current) listRef.current.scrollTop = scrollTop;
  }, [open]);

  const handleTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith("");
    } else if (
      event.key.length === 1 &&
      event.key !== " " &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      openWith(event.key);
    }
  };

  const handleSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const page = Math.max(1, Math.floor(listHeight / ROW_HEIGHT) - 1);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        moveActive(activeIndex + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        moveActive(activeIndex - 1);
        break;
      case "PageDown":
        event.preventDefault();
        moveActive(activeIndex + page);
        break;
      case "PageUp":
        event.preventDefault();
        moveActive(activeIndex - page);
        break;
      case "Enter":
        event.preventDefault();
        if (activeOption) select(activeOption);
        break;
      case "Tab":
        // The popover is portalled: leaving it by Tab would lose the page position, so close and
        // return focus to the trigger instead.
        event.preventDefault();
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(filtered.length, Math.ceil((scrollTop + listHeight) / ROW_HEIGHT) + OVERSCAN);
  const rows: React.ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const option = filtered[index]!;
    rows.push(
      <ComboboxOptionRow
        key={option.value}
        id={optionId(index)}
        option={option}
        index={index}
        count={filtered.length}
        selected={option.value === value}
        active={index === activeIndex}
        onActivate={() => {
          if (activeIndex !== index) setActiveIndex(index);
        }}
        onSelect={() => select(option)}
      />,
    );
  }

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <PopoverPrimitive.Trigger asChild>
        <button
          type="button"
          role="combobox"
          data-slot="combobox-trigger"
          aria-label={ariaLabel}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          className={cn(
            "flex h-9 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm shadow-xs transition-colors dark:bg-input/10 dark:hover:bg-input/20",
            "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-0",
            "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
            className,
          )}
          onKeyDown={handleTriggerKeyDown}
          {...triggerProps}
        >
          <span className={cn("min-w-0 flex-1 truncate", !triggerText && "text-muted-foreground")}>
            {triggerText ?? placeholder}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="combobox-content"
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-56 origin-(--radix-popover-content-transform-origin) overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md data-[state=open]:animate-fade-in motion-reduce:animate-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const input = inputRef.current;
            if (input) {
              input.focus();
              input.setSelectionRange(input.value.length, input.value.length);
            }
          }}
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden="true" className="size-4 shrink-0 opacity-60" />
            <input
              ref={inputRef}
              type="text"
              data-slot="combobox-search"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              aria-label={ariaLabel ? `Search ${ariaLabel}` : "Search"}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                onSearchChange?.(event.target.value);
                setActiveIndex(0);
                setScrollTop(0);
                if (listRef.current) listRef.current.scrollTop = 0;
              }}
              onKeyDown={handleSearchKeyDown}
              className="h-10 w-full min-w-0 bg-transparent text-sm outline-hidden placeholder:text-muted-foreground"
            />
          </div>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={ariaLabel}
            data-slot="combobox-list"
            className="relative overflow-y-auto overscroll-contain p-1"
            style={{
              height: filtered.length === 0 ? undefined : viewportHeight + 8,
              maxHeight: listHeight + 8,
            }}
            onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
          >
            {filtered.length === 0 ? (
              <div role="presentation" className="py-6 text-center text-muted-foreground text-sm">
                {emptyText}
              </div>
            ) : (
              <div role="presentation" className="relative" style={{ height: filtered.length * ROW_HEIGHT }}>
                {rows}
              </div>
            )}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export { Combobox, type ComboboxOption, type ComboboxProps };

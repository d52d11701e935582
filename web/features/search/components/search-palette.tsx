import { Command } from "cmdk";
import {
  ClockIcon,
  Contact,
  FileText,
  Inbox,
  type LucideIcon,
  Map as MapIcon,
  Plane,
  RotateCwIcon,
  ScrollText,
  SearchIcon,
  Ticket,
  Trash2Icon,
  UsersRound,
} from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { SearchGroup } from "#domain/search/search.schema";
import {
  SEARCH_MIN_LENGTH,
  type SearchKind,
  searchFoundLabel,
  searchKindLabels,
  searchTotalLabel,
} from "#domain/search/search-values";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useDebounced } from "../../../lib/use-debounced";
import { useGlobalSearch } from "../api/global-search";
import { useRecentSearches } from "../recent-searches";

/** A screen the user may open, as the sidebar lists it. */
export interface PaletteScreen {
  label: string;
  to: string;
  icon: LucideIcon;
}

const DEBOUNCE_MS = 250;

const kindIcons: Record<SearchKind, LucideIcon> = {
  passengers: UsersRound,
  trips: MapIcon,
  reservations: ScrollText,
  flights: Plane,
  clients: Contact,
  bookings: Ticket,
  invoices: FileText,
  requests: Inbox,
};

const itemClass =
  "flex cursor-pointer select-none items-center gap-3 rounded-md px-2 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";
const groupClass =
  "px-1 py-1 [&_[cmdk-group-heading]]:flex [&_[cmdk-group-heading]]:justify-between [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:text-xs";
const messageClass = "px-3 py-6 text-center text-muted-foreground text-sm";

function GroupHeading({ group }: { group: SearchGroup }) {
  const shown = group.items.length;
  const total = searchTotalLabel(group.total, group.capped);
  return (
    <>
      <span>
        {searchKindLabels[group.kind]}
        <span className="sr-only">, </span>
      </span>
      <span>{shown < group.total || group.capped ? `${shown} of ${total}` : total}</span>
    </>
  );
}

/**
 * What the palette holds while open: the text, its results, screens and recent searches. Mounted afresh each time
 * the dialog opens, so it always starts empty.
 */
function PaletteBody({
  userId,
  screens,
  onClose,
}: {
  userId: string | undefined;
  screens: readonly PaletteScreen[];
  onClose(): void;
}) {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState("");
  const typed = text.trim();
  const q = useDebounced(typed, DEBOUNCE_MS);
  const search = useGlobalSearch(q);
  const recent = useRecentSearches(userId);
  const navigate = useNavigate();

  const go = (link: string, rememberText: boolean) => {
    if (rememberText) recent.remember(typed);
    onClose();
    navigate(link);
  };

  const lower = typed.toLowerCase();
  const matchingScreens = typed
    ? screens.filter((screen) => screen.label.toLowerCase().includes(lower))
    : screens;
  const searching = typed.length >= SEARCH_MIN_LENGTH;
  // Until the typing pauses and its answer arrives, a spinner.
  const loading = searching && (q !== typed || search.isFetching);
  const groups = searching && q === typed && search.data ? search.data.groups : [];
  const failed = searching && !loading && search.isError;
  const nothing = searching && !loading && !failed && groups.length === 0 && matchingScreens.length === 0;
  const recentShown = !typed && recent.searches.length > 0;

  // The options in screen order. The highlighted one is the user's choice while it is still listed, else the
  // first: results arrive after the text changed, and Enter must open what the list shows first.
  const options = [
    ...(failed ? ["retry"] : []),
    ...(recentShown ? [...recent.searches.map((item) => `recent:${item}`), "recent:clear"] : []),
    ...matchingScreens.map((screen) => `screen:${screen.to}`),
    ...groups.flatMap((group) => group.items.map((item) => `${item.kind}:${item.id}`)),
  ];
  const highlighted = options.includes(chosen) ? chosen : (options[0] ?? "");

  return (
    <Command
      shouldFilter={false}
      loop
      vimBindings={false}
      value={highlighted}
      onValueChange={setChosen}
      label="Search records and screens"
      // A grid item (the dialog is a grid) grows to its widest line unless told it may shrink: titles truncate instead.
      className="flex min-w-0 flex-col"
    >
      <div className="flex items-center gap-2 border-b px-3 pr-12">
        <SearchIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder="Search records and screens..."
          className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
        {loading ? <Spinner aria-hidden className="text-muted-foreground" /> : null}
      </div>
      {/* Messages sit outside the listbox, which may hold options only; the live region says what changed. */}
      <div aria-live="polite" className="sr-only">
        {searching && !loading && !failed ? searchFoundLabel(groups) : ""}
      </div>
      {typed.length === 1 ? (
        <p className={messageClass}>Type at least {SEARCH_MIN_LENGTH} characters to search records</p>
      ) : null}
      {loading ? <p className={messageClass}>Searching...</p> : null}
      {nothing ? <p className={messageClass}>No results</p> : null}
      {failed ? (
        <p role="alert" className="px-3 pt-3 text-destructive text-sm">
          Search failed: {errorMessage(search.error, "the server did not answer")}
        </p>
      ) : null}
      <Command.List className="max-h-[min(60vh,28rem)] overflow-y-auto overscroll-contain">
        {failed ? (
          <Command.Item
            value="retry"
            onSelect={() => void search.refetch()}
            className={`${itemClass} mx-1 my-1`}
          >
            <RotateCwIcon aria-hidden />
            Try again
          </Command.Item>
        ) : null}

        {recentShown ? (
          <Command.Group heading="Recent searches" className={groupClass}>
            {recent.searches.map((item) => (
              <Command.Item
                key={item}
                value={`recent:${item}`}
                onSelect={() => setText(item)}
                className={itemClass}
              >
                <ClockIcon aria-hidden />
                <span className="truncate">{item}</span>
              </Command.Item>
            ))}
            <Command.Item value="recent:clear" onSelect={recent.clear} className={itemClass}>
              <Trash2Icon aria-hidden />
              Clear recent searches
            </Command.Item>
          </Command.Group>
        ) : null}

        {matchingScreens.length > 0 ? (
          <Command.Group heading="Screens" className={groupClass}>
            {matchingScreens.map((screen) => (
              <Command.Item
                key={screen.to}
                value={`screen:${screen.to}`}
                onSelect={() => go(screen.to, false)}
                className={itemClass}
              >
                <screen.icon aria-hidden />
                {screen.label}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}

        {groups.map((group) => {
          const Icon = kindIcons[group.kind];
          return (
            <Command.Group key={group.kind} heading={<GroupHeading group={group} />} className={groupClass}>
              {group.items.map((item) => (
                <Command.Item
                  key={item.id}
                  value={`${item.kind}:${item.id}`}
                  onSelect={() => go(item.link, true)}
                  className={itemClass}
                >
                  <Icon aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{item.title}</span>
                    {item.subtitle ? (
                      <span className="block truncate text-muted-foreground text-xs">{item.subtitle}</span>
                    ) : null}
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
      <p className="hidden border-t px-3 py-2 text-muted-foreground text-xs sm:block">
        <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move ·{" "}
        <kbd className="font-sans">Enter</kbd> to open · <kbd className="font-sans">Esc</kbd> to close
      </p>
    </Command>
  );
}

/**
 * The global search (#18): a command palette over every record the user may see and the screens they may open.
 * Arrows move, Enter opens, Escape closes; the texts that opened a record are kept as recent searches.
 */
export function SearchPalette({
  open,
  onOpenChange,
  userId,
  screens,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  userId: string | undefined;
  screens: readonly PaletteScreen[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-search-palette=""
        className="top-[12vh] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Find a record by a name, title, locator, flight or number, or open a screen by its name.
        </DialogDescription>
        <PaletteBody userId={userId} screens={screens} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

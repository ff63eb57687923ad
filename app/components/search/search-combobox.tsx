import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchWords, type SearchHit } from "~/modules/search/search.schema";
import type { Messages } from "~/i18n/messages";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { MarkedText } from "./marked-text";

const DEBOUNCE_MS = 200;

/** What the suggestions say, in the page's language: the header passes its catalogue's (this chunk has none). */
export type SuggestionTexts = Messages["search"]["suggestions"] & { kinds: Messages["search"]["kinds"] };

type State = { status: "idle" } | { status: "loading"; hits: SearchHit[] } | { status: "done"; hits: SearchHit[] } | { status: "error" };

/**
 * Suggestions as you type, the WAI-ARIA combobox pattern (list autocomplete, focus stays in the input): the
 * arrow keys move through the options (aria-activedescendant), Enter opens the chosen one (or searches for the
 * text), Escape closes the list and then clears the box. It attaches to the header's input (HeaderSearch) rather
 * than rendering one, because it loads after the visitor has started typing there.
 */
export default function SearchCombobox({ input, listId, texts }: { input: RefObject<HTMLInputElement | null>; listId: string; texts: SuggestionTexts }) {
  const navigate = useNavigate();
  // The page's language alone (not useLocale): this chunk loads on demand and carries no message catalogue.
  const locale = localeOfPath(useLocation().pathname);
  const [query, setQuery] = useState(() => input.current?.value ?? "");
  const [state, setState] = useState<State>({ status: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hits = state.status === "loading" || state.status === "done" ? state.hits : [];
  // The last option searches for the text itself.
  const options = [...hits.map((hit) => ({ url: hit.url, hit })), ...(query.trim() ? [{ url: `${localizedPath("/search", locale)}?${new URLSearchParams({ q: query.trim() })}`, hit: null }] : [])];
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const activeRef = useRef(active);
  activeRef.current = active;
  const openRef = useRef(open);
  openRef.current = open;

  // Fetch, debounced, the suggestions for what is in the box; a newer keystroke cancels the older request.
  useEffect(() => {
    if (searchWords(query).length === 0) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: "loading", hits: previous.status === "done" || previous.status === "loading" ? previous.hits : [] }));
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggestions?${new URLSearchParams({ q: query, language: locale })}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { hits: SearchHit[] };
        setState({ status: "done", hits: body.hits });
      } catch {
        if (!controller.signal.aborted) setState({ status: "error" });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // The input is HeaderSearch's: give it the combobox's roles and listen to it.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute("role", "combobox");
    element.setAttribute("aria-autocomplete", "list");
    element.setAttribute("aria-controls", listId);
    const onInput = () => {
      setQuery(element.value);
      setActive(-1);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const count = optionsRef.current.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current < 0 || current >= count ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
      } else if (event.key === "Enter" && activeRef.current >= 0 && activeRef.current < count) {
        event.preventDefault();
        setOpen(false);
        navigate(optionsRef.current[activeRef.current]!.url);
      } else if (event.key === "Escape" && (openRef.current || element.value)) {
        // Handled here: the phone menu (which also closes on Escape) stays open.
        event.preventDefault();
        event.stopPropagation();
        if (openRef.current) setOpen(false);
        else {
          element.value = "";
          setQuery("");
        }
        setActive(-1);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(true);
    element.addEventListener("input", onInput);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("blur", onBlur);
    element.addEventListener("focus", onFocus);
    if (document.activeElement === element && element.value) onInput();
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("blur", onBlur);
      element.removeEventListener("focus", onFocus);
    };
  }, [input, listId, navigate]);

  const expanded = open && options.length > 0 && state.status !== "idle";
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) element.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else element.removeAttribute("aria-activedescendant");
  }, [input, listId, expanded, active]);

  const status =
    state.status === "loading" && hits.length === 0
      ? texts.searching
      : state.status === "error"
      ? texts.unavailable
      : state.status === "done"
        ? hits.length === 0
          ? texts.none
          : texts.found(hits.length)
        : "";

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {open ? status : ""}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.label}
        hidden={!expanded}
        className="absolute right-0 top-full z-50 mt-2 max-h-[70vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input: the choice is made on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              navigate(option.url);
            }}
            className={`cursor-pointer px-4 py-2 text-sm ${index === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
          >
            {option.hit ? (
              <>
                <span className="block font-medium text-ink" lang={option.hit.language === locale ? undefined : option.hit.language}>
                  <MarkedText parts={option.hit.title} />
                </span>
                <span className="block text-xs text-slate-600">{texts.kinds[option.hit.kind]}</span>
              </>
            ) : (
              <span className="block font-medium text-brand-700">{texts.seeAll(query.trim())}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from "react";
import { groupEnds, toolbarActions } from "./toolbar-actions";

export interface EditorToolbarHandle {
  /** Moves focus into the toolbar, on the button that last had it (Alt+F10 from the text). */
  focus(): void;
}

interface EditorToolbarProps {
  editor: Editor;
  controls: string;
  onDialog(id: "link" | "image"): void;
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop (roving tabindex), Left/Right/Home/End move between buttons, toggles
 * report aria-pressed. Escape goes back to the text. Buttons that cannot act right now stay focusable, marked
 * aria-disabled, so arrow keys do not skip over them unpredictably.
 */
export const EditorToolbar = forwardRef<EditorToolbarHandle, EditorToolbarProps>(function EditorToolbar({ editor, controls, onDialog }, ref) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  useImperativeHandle(ref, () => ({ focus: () => buttons.current[current]?.focus() }), [current]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      toolbarActions.map((action) =>
        action.kind === "toggle" ? { pressed: action.isActive(e), enabled: true } : { pressed: action.id === "link" && e.isActive("link"), enabled: action.kind === "dialog" || action.canRun(e) },
      ),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });

  function move(event: KeyboardEvent) {
    const last = toolbarActions.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (event.key === "Escape") {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {toolbarActions.map((action, index) => {
        const { pressed, enabled } = state[index] ?? { pressed: false, enabled: true };
        const Icon = action.icon;
        const shortcut = action.keys ? ` (${action.keys.replace("Control", "Ctrl")})` : "";
        return (
          <button
            key={action.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={action.label}
            title={`${action.label}${shortcut}`}
            aria-keyshortcuts={action.keys}
            aria-pressed={action.kind === "toggle" ? pressed : undefined}
            aria-haspopup={action.kind === "dialog" ? "dialog" : undefined}
            aria-disabled={enabled ? undefined : true}
            data-active={pressed || undefined}
            onFocus={() => setCurrent(index)}
            // Formatting keeps focus in the text (as in any editor); a dialog's button takes focus, so closing the
            // dialog brings focus back to it.
            onMouseDown={(event) => action.kind !== "dialog" && event.preventDefault()}
            onClick={() => {
              if (!enabled) return;
              if (action.kind === "dialog") onDialog(action.id);
              else action.run(editor);
            }}
            className={`rounded-md p-1.5 text-slate-700 hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 data-active:bg-brand-100 data-active:text-brand-800 ${
              groupEnds.has(action.id) ? "mr-1.5" : ""
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
});

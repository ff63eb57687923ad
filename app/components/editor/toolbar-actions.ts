import type { Editor } from "@tiptap/core";
import { Bold, Code, Heading2, Heading3, Heading4, ImagePlus, Italic, Link, List, ListOrdered, Minus, Quote, Redo2, SquareCode, Undo2, type LucideIcon } from "lucide-react";

/**
 * The toolbar's buttons, in order. `toggle` buttons report their state (aria-pressed) and have a keyboard
 * shortcut that does the same (Tiptap's own keymaps, plus Mod-K for the link dialog); `dialog` buttons open the
 * link or image dialog; the rest act once.
 */
export type ToolbarAction =
  | { id: string; label: string; icon: LucideIcon; keys?: string; kind: "toggle"; isActive(editor: Editor): boolean; run(editor: Editor): void }
  | { id: "link" | "image"; label: string; icon: LucideIcon; keys?: string; kind: "dialog" }
  | { id: string; label: string; icon: LucideIcon; keys?: string; kind: "command"; canRun(editor: Editor): boolean; run(editor: Editor): void };

const heading = (level: 2 | 3 | 4, icon: LucideIcon): ToolbarAction => ({
  id: `h${level}`,
  label: `Heading ${level}`,
  icon,
  keys: `Control+Alt+${level}`,
  kind: "toggle",
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

/** The last button of each group (headings | inline | blocks | insert | history): a gap follows it. */
export const groupEnds = new Set(["h4", "link", "codeBlock", "image"]);

export const toolbarActions: ToolbarAction[] = [
  heading(2, Heading2),
  heading(3, Heading3),
  heading(4, Heading4),
  { id: "bold", label: "Bold", icon: Bold, keys: "Control+B", kind: "toggle", isActive: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { id: "italic", label: "Italic", icon: Italic, keys: "Control+I", kind: "toggle", isActive: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { id: "link", label: "Link", icon: Link, keys: "Control+K", kind: "dialog" },
  {
    id: "bulletList",
    label: "Bulleted list",
    icon: List,
    keys: "Control+Shift+8",
    kind: "toggle",
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: "orderedList",
    label: "Numbered list",
    icon: ListOrdered,
    keys: "Control+Shift+7",
    kind: "toggle",
    isActive: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { id: "blockquote", label: "Quote", icon: Quote, keys: "Control+Shift+B", kind: "toggle", isActive: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { id: "code", label: "Inline code", icon: Code, keys: "Control+E", kind: "toggle", isActive: (e) => e.isActive("code"), run: (e) => e.chain().focus().toggleCode().run() },
  { id: "codeBlock", label: "Code block", icon: SquareCode, keys: "Control+Alt+C", kind: "toggle", isActive: (e) => e.isActive("codeBlock"), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { id: "horizontalRule", label: "Horizontal rule", icon: Minus, kind: "command", canRun: () => true, run: (e) => e.chain().focus().setHorizontalRule().run() },
  { id: "image", label: "Image from library", icon: ImagePlus, kind: "dialog" },
  { id: "undo", label: "Undo", icon: Undo2, keys: "Control+Z", kind: "command", canRun: (e) => e.can().undo(), run: (e) => e.chain().focus().undo().run() },
  { id: "redo", label: "Redo", icon: Redo2, keys: "Control+Shift+Z", kind: "command", canRun: (e) => e.can().redo(), run: (e) => e.chain().focus().redo().run() },
];

import { Extension, type Editor } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import { prose } from "~/components/blog/post-body";
import { EditorToolbar, type EditorToolbarHandle } from "./editor-toolbar";
import { editorExtensions, editorHtml, editorProps } from "./editor-schema";
import { prepareEditorHtml } from "./source-html";
import { LinkDialog } from "./link-dialog";
import MediaPickerDialog from "./media-picker-dialog";

/** What the field (rich-text-field.tsx) may ask of the loaded editor. */
export interface RichTextEditorHandle {
  focus(): void;
}

export interface RichTextEditorProps {
  handle: Ref<RichTextEditorHandle>;
  initialHtml: string;
  id: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  onChange(html: string): void;
}

/**
 * The visual editor (Tiptap). This module and everything it imports (Tiptap, ProseMirror, the dialogs) is loaded
 * by a dynamic import from the post form only, so no public page ever downloads it (decision 0016).
 */
export default function RichTextEditor({ handle, initialHtml, id, labelId, describedBy, invalid, onChange }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  // Set when an image went in: the picker then hands focus back to the text (at the caret) instead of its opener.
  const backToText = useRef(false);
  const toolbar = useRef<EditorToolbarHandle>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Stable between renders: Tiptap compares its options on every render and re-applies them when they differ.
  const [extensions] = useState(() => [
    ...editorExtensions(),
    Extension.create({
      name: "editorDialogsAndFocus",
      addKeyboardShortcuts: () => ({
        "Mod-k": () => (setDialog("link"), true),
        // Alt+F10 reaches the toolbar from the text, as in other editors' WAI-ARIA toolbars.
        "Alt-F10": () => (toolbar.current?.focus(), true),
      }),
    }),
  ]);
  const viewProps = useMemo(
    () => ({
      ...editorProps,
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        // Tiptap's injected stylesheet is off (it would be an inline <style> for the CSP to allow): what it set is here.
        class: `${prose} !text-base !leading-7 whitespace-pre-wrap break-words [font-variant-ligatures:none] [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-600 [&_.ProseMirror-gapcursor]:hidden min-h-72 max-h-[36rem] overflow-y-auto rounded-b-lg border border-slate-300 bg-white px-4 py-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30`,
      },
    }),
    [id, labelId, describedBy, invalid],
  );
  const [content] = useState(() => prepareEditorHtml(initialHtml));

  const editor = useEditor({
    // Rendered in the browser only (after the dynamic import), so the editor can exist from the first render.
    immediatelyRender: true,
    injectCSS: false,
    extensions,
    content,
    editorProps: viewProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(editorHtml(current)),
  });

  useImperativeHandle(
    handle,
    () => ({ focus: () => editor.commands.focus() }),
    [editor],
  );

  // The editor is mounted each time the visual view opens. The first HTML it writes may differ from the textarea's
  // (e.g. <b> becomes <strong>); the form sends it.
  useEffect(() => {
    onChangeRef.current(editorHtml(editor));
  }, [editor]);

  const linkHref = dialog === "link" ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  return (
    <div>
      <EditorToolbar ref={toolbar} editor={editor} controls={id} onDialog={setDialog} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={dialog === "link"}
        onOpenChange={(open) => setDialog(open ? "link" : null)}
        currentHref={linkHref}
        onApply={(href) => {
          setDialog(null);
          const chain = editor.chain().focus().extendMarkRange("link");
          // With nothing selected, the address itself becomes the link's text.
          if (editor.state.selection.empty && !editor.isActive("link")) chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
          else chain.setLink({ href }).run();
        }}
        onRemove={() => {
          setDialog(null);
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
        }}
      />
      <MediaPickerDialog
        open={dialog === "image"}
        onOpenChange={(open) => setDialog(open ? "image" : null)}
        purpose="insert"
        onChoose={(item, alt) => {
          // No focus() here: the dialog still traps focus until it closes; focusOnClose puts it in the text.
          insertImageAndContinue(editor, { src: item.url, alt, ...(item.width && item.height ? { width: item.width, height: item.height } : {}) });
          backToText.current = true;
          setDialog(null);
        }}
        focusOnClose={() => {
          if (!backToText.current) return false;
          backToText.current = false;
          editor.commands.focus(null, { scrollIntoView: true });
          return true;
        }}
      />
    </div>
  );
}

/**
 * Inserts an image (a block) at the caret and puts the caret after it, in text: at the start of the block that
 * follows, or in a new empty paragraph when none does. Left to itself, Tiptap leaves the new image selected, so
 * the next key typed replaced it (issue 32).
 */
function insertImageAndContinue(editor: Editor, attrs: { src: string; alt: string; width?: number; height?: number }) {
  const { from, to } = editor.state.selection;
  editor
    .chain()
    .setImage(attrs)
    .command(({ tr }) => {
      // Where the image went: Tiptap leaves it selected (or a gap cursor after it) when it went between blocks, e.g.
      // after the paragraph the caret ended; inside a paragraph it splits it and the image is in the mapped range.
      const { selection } = tr;
      let after = -1;
      if (selection instanceof NodeSelection && selection.node.type.name === "image") after = selection.to;
      else if (selection.$from.nodeBefore?.type.name === "image") after = selection.from;
      else {
        tr.doc.nodesBetween(tr.mapping.map(from, -1), tr.mapping.map(to, 1), (node, pos) => {
          if (node.type.name === "image") after = pos + node.nodeSize;
        });
      }
      if (after < 0) return true;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
      return true;
    })
    .run();
}

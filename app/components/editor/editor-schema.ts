import type { AnyExtension, Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { cleanPastedHtml } from "./paste-cleaning";
import { headingLevels } from "./source-html";

/**
 * What the visual editor keeps, and how its HTML is written. The post's stored format stays HTML and the server's
 * sanitizer (modules/blog/post-html.server.ts) stays the authority: this schema is chosen so that everything the
 * editor writes passes that sanitizer unchanged (editor-schema.test.ts), e.g. links carry the same
 * rel="noopener noreferrer" and images the same loading="lazy" the sanitizer would set.
 */

/** The image node: the library's alt, width and height are kept; lazy loading is written as the sanitizer writes it. */
const PostImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      loading: { default: "lazy", parseHTML: () => "lazy", renderHTML: () => ({ loading: "lazy" }) },
    };
  },
}).configure({ inline: false, allowBase64: false });

export function editorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...headingLevels] },
      link: {
        openOnClick: false,
        // Off: with autolink on, Tiptap makes the link mark inclusive, so text typed right after a link joins it.
        autolink: false,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        // The sanitizer drops target and sets this rel on every link; writing the same keeps the HTML stable.
        HTMLAttributes: { target: null, rel: "noopener noreferrer", class: null },
        isAllowedUri: (url, { defaultValidate }) => url.startsWith("/") ? !url.startsWith("//") : defaultValidate(url),
      },
      // No empty paragraph forced after a closing image or rule: the stored HTML would end in <p></p>.
      trailingNode: false,
    }),
    PostImage,
  ];
}

/** Props for ProseMirror: pasted HTML is cleaned before the schema parses it (Word, Google Docs). */
export const editorProps = { transformPastedHTML: cleanPastedHtml };

/** The stored HTML of the editor's document: "" when empty (so "required" still means something). */
export function editorHtml(editor: Pick<Editor, "getHTML" | "isEmpty">): string {
  if (editor.isEmpty) return "";
  return editor.getHTML().replace(/(<p><\/p>)+$/, "");
}

import { Extension, Mark, type AnyExtension, type Editor } from "@tiptap/core";
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

/** A lang attribute, kept when present and never written empty. */
const langAttribute = {
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute("lang") || null,
  renderHTML: (attributes: Record<string, unknown>) => (attributes.lang ? { lang: attributes.lang } : {}),
};

/**
 * A passage's language, as the sanitizer keeps it (span, or a block's lang): the accessibility check asks for it on
 * text in another script (decision 0032), so opening such a post in the visual editor must not drop it.
 */
const LanguageSpan = Mark.create({
  name: "language",
  addAttributes: () => ({ lang: langAttribute }),
  parseHTML: () => [{ tag: "span[lang]" }],
  renderHTML: ({ HTMLAttributes }) => ["span", HTMLAttributes, 0],
});
const BlockLanguage = Extension.create({
  name: "blockLanguage",
  addGlobalAttributes: () => [{ types: ["paragraph", "heading", "blockquote", "listItem"], attributes: { lang: langAttribute } }],
});

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
    LanguageSpan,
    BlockLanguage,
  ];
}

/** Props for ProseMirror: pasted HTML is cleaned before the schema parses it (Word, Google Docs). */
export const editorProps = { transformPastedHTML: cleanPastedHtml };

/** The stored HTML of the editor's document: "" when empty (so "required" still means something). */
export function editorHtml(editor: Pick<Editor, "getHTML" | "isEmpty">): string {
  if (editor.isEmpty) return "";
  return editor.getHTML().replace(/(<p><\/p>)+$/, "");
}

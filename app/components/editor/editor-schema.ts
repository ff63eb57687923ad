import type { AnyExtension, Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { cleanPastedHtml } from "./paste-cleaning";

/**
 * What the visual editor keeps, and how its HTML is written. The post's stored format stays HTML and the server's
 * sanitizer (modules/blog/post-html.server.ts) stays the authority: this schema is chosen so that everything the
 * editor writes passes that sanitizer unchanged (editor-schema.test.ts), e.g. links carry the same
 * rel="noopener noreferrer" and images the same loading="lazy" the sanitizer would set.
 */

/** Headings h2-h6 are kept (the sanitizer allows them and older posts use them); the toolbar offers h2-h4. */
export const headingLevels = [2, 3, 4, 5, 6] as const;

/** Tags the editor's schema represents. Stored HTML with any other tag is edited in the HTML view only. */
const editorTags = new Set([
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "strike", "del",
  "ul", "ol", "li", "a", "img", "code", "pre", "blockquote", "span", "div",
]);

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
        autolink: true,
        defaultProtocol: "https",
        protocols: ["http", "https", "mailto"],
        // The sanitizer drops target and sets this rel on every link; writing the same keeps the HTML stable.
        HTMLAttributes: { target: null, rel: "noopener noreferrer", class: null },
        isAllowedUri: (url, { defaultValidate }) => url.startsWith("/") ? !url.startsWith("//") : defaultValidate(url),
      },
      // The editor's keyboard model: Tab leaves the editor except inside a list, where it indents (and Shift+Tab
      // outdents); trailing empty paragraphs are trimmed from the stored HTML (see editorHtml).
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

/**
 * HTML about to be loaded into the editor: an h1 becomes an h2, as the sanitizer does (the page title is the h1),
 * instead of falling to a paragraph.
 */
export function prepareEditorHtml(html: string): string {
  return html.replace(/<(\/?)h1(\s|>)/gi, "<$1h2$2");
}

/** The tags in `html` the visual editor would drop (e.g. figure, sub): such content is edited as HTML. */
export function unsupportedTags(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)) {
    const tag = match[1]!.toLowerCase();
    if (tag !== "h1" && !editorTags.has(tag)) found.add(tag);
  }
  return [...found];
}

/** One line of HTML becomes one block per line in the HTML view, so people can find their way in it. */
export function formatHtmlSource(html: string): string {
  return html.replace(/(<\/(?:p|h[1-6]|ul|ol|li|blockquote|pre)>|<hr\s*\/?>|<img\b[^>]*>)(?=<)/gi, "$1\n");
}

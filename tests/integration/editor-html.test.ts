// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { editorExtensions, editorHtml, editorProps } from "~/components/editor/editor-schema";
import { formatHtmlSource, prepareEditorHtml, unsupportedTags } from "~/components/editor/source-html";
import { toolbarActions } from "~/components/editor/toolbar-actions";
// As text through Vite (this file runs in a browser-like environment, where node:fs is not to be had).
import googleDocsHtml from "../fixtures/clipboard/google-docs.html?raw";
import wordHtml from "../fixtures/clipboard/word.html?raw";

/**
 * The editor's HTML is what gets stored, after the server's sanitizer: so everything the editor can write must come
 * out of sanitizePostHtml unchanged. The only difference allowed is how void elements are spelled: sanitize-html
 * writes <hr /> where the DOM serializer writes <hr>, the same element.
 */
const voidSpelling = (html: string) => html.replace(/\s*\/>/g, ">");
const sanitized = (html: string) => voidSpelling(sanitizePostHtml(html));

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function editorWith(content: string) {
  editor = new Editor({ extensions: editorExtensions(), content: prepareEditorHtml(content), editorProps });
  return editor;
}

const toolbarExpectations: Record<string, string> = {
  h2: "<h2>Hello world</h2>",
  h3: "<h3>Hello world</h3>",
  h4: "<h4>Hello world</h4>",
  bold: "<p><strong>Hello world</strong></p>",
  italic: "<p><em>Hello world</em></p>",
  bulletList: "<ul><li><p>Hello world</p></li></ul>",
  orderedList: "<ol><li><p>Hello world</p></li></ol>",
  blockquote: "<blockquote><p>Hello world</p></blockquote>",
  code: "<p><code>Hello world</code></p>",
  codeBlock: "<pre><code>Hello world</code></pre>",
  horizontalRule: "<p>Hello world</p><hr>",
};

describe("the editor's HTML and the server's sanitizer", () => {
  it.each(toolbarActions.filter((action) => action.id in toolbarExpectations))("$label writes HTML the sanitizer keeps as it is", (action) => {
    const current = editorWith("<p>Hello world</p>");
    current.commands.selectAll();
    if (action.id === "horizontalRule") current.commands.setTextSelection(current.state.doc.content.size - 1);
    if (action.kind === "dialog") throw new Error("dialogs are tested below");
    action.run(current);
    const html = editorHtml(current);
    expect(html).toBe(toolbarExpectations[action.id]);
    expect(sanitized(html)).toBe(html);
  });

  it("writes links as the sanitizer does: the same rel, no target, http(s), mailto and site paths", () => {
    for (const href of ["https://example.com/a?b=1&c=2", "/contact", "mailto:hello@example.com"]) {
      const current = editorWith("<p>Hello world</p>");
      current.chain().selectAll().setLink({ href }).run();
      const html = editorHtml(current);
      expect(html).toBe(`<p><a rel="noopener noreferrer" href="${href.replace("&", "&amp;")}">Hello world</a></p>`);
      expect(sanitized(html)).toBe(html);
      current.destroy();
    }
  });

  it("refuses a javascript: link, from the toolbar's command and from pasted or loaded HTML", () => {
    const current = editorWith('<p><a href="javascript:alert(1)">x</a> and <a href="/ok">ok</a></p>');
    expect(editorHtml(current)).toBe('<p>x and <a rel="noopener noreferrer" href="/ok">ok</a></p>');
    current.chain().selectAll().setLink({ href: "javascript:alert(2)" }).run();
    expect(editorHtml(current)).not.toContain("javascript:");
  });

  it("writes a library image with its alt, width, height and lazy loading, as the sanitizer keeps it", () => {
    const current = editorWith("<p>Before</p>");
    current.chain().focus("end").setImage({ src: "/media/abc/photo.jpg", alt: "A team at a whiteboard", width: 4000, height: 3000 }).run();
    const html = editorHtml(current);
    expect(html).toBe('<p>Before</p><img src="/media/abc/photo.jpg" alt="A team at a whiteboard" width="4000" height="3000" loading="lazy">');
    expect(sanitized(html)).toBe(html);
  });

  it("writes a decorative image with an explicit empty alt, which the sanitizer keeps (decision 0032)", () => {
    const current = editorWith("<p>Before</p>");
    current.chain().focus("end").setImage({ src: "/media/abc/rule.png", alt: "" }).run();
    const html = editorHtml(current);
    expect(html).toBe('<p>Before</p><img src="/media/abc/rule.png" alt="" loading="lazy">');
    expect(sanitized(html)).toBe(html);
    expect(editorHtml(editorWith(html))).toBe(html);
  });

  it("keeps a whole post with every feature, nested lists, escaped text and an empty doc as empty", () => {
    const post =
      '<h2>Intro &amp; "scope"</h2><p>Text with <strong>bold</strong>, <em>italic</em>, <code>a &lt; b</code> and a <a rel="noopener noreferrer" href="https://example.com">link</a>.</p>' +
      "<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li><li><p>Two</p></li></ul><ol start=\"3\"><li><p>Three</p></li></ol>" +
      "<blockquote><p>Quoted</p></blockquote><pre><code>if (a &lt; b) {\n  run();\n}</code></pre><hr><h3>More</h3><h4>Less</h4>" +
      '<p>Line<br>break</p><img src="https://media.example/x.webp" alt="X" width="10" height="20" loading="lazy">';
    const current = editorWith(post);
    expect(editorHtml(current)).toBe(post);
    expect(sanitized(post)).toBe(post);
    current.commands.clearContent();
    expect(editorHtml(current)).toBe("");
  });

  it("keeps a passage's language, on a span and on a block, as the sanitizer keeps it (decision 0032)", () => {
    const post = '<p>We say <span lang="hi">नमस्ते</span>.</p><blockquote lang="hi"><p>धन्यवाद</p></blockquote><h2 lang="fr">Bonjour</h2>';
    expect(editorHtml(editorWith(post))).toBe(post);
    expect(sanitized(post)).toBe(post);
  });

  it("undo and redo take a change back and forth", () => {
    const current = editorWith("<p>Hello world</p>");
    const [bold, undo, redo] = ["bold", "undo", "redo"].map((id) => toolbarActions.find((action) => action.id === id)!);
    current.commands.selectAll();
    if (bold?.kind !== "toggle" || undo?.kind !== "command" || redo?.kind !== "command") throw new Error("toolbar changed");
    expect(undo.canRun(current)).toBe(false);
    bold.run(current);
    expect(undo.canRun(current)).toBe(true);
    undo.run(current);
    expect(editorHtml(current)).toBe("<p>Hello world</p>");
    redo.run(current);
    expect(editorHtml(current)).toBe("<p><strong>Hello world</strong></p>");
  });

  it("turns an h1 into an h2 and keeps the older posts' h5 and h6; says which tags it cannot keep", () => {
    expect(editorHtml(editorWith("<h1>Top</h1><h5>Five</h5><h6>Six</h6>"))).toBe("<h2>Top</h2><h5>Five</h5><h6>Six</h6>");
    expect(unsupportedTags('<p>x<sub>2</sub></p><figure><img src="/a.png"><figcaption>c</figcaption></figure><h1>t</h1>')).toEqual(["sub", "figure", "figcaption"]);
    expect(unsupportedTags("<h2>a</h2><p><b>b</b> <i>i</i> <u>u</u> <s>s</s></p>")).toEqual([]);
  });

  it("shows one block per line in the HTML view, which parses back to the same document", () => {
    const html = '<h2>A</h2><p>B</p><ul><li><p>C</p></li></ul><hr><img src="/a.png" alt="a" loading="lazy"><pre><code>x\ny</code></pre>';
    const source = formatHtmlSource(html);
    expect(source).toBe('<h2>A</h2>\n<p>B</p>\n<ul><li><p>C</p>\n</li>\n</ul>\n<hr>\n<img src="/a.png" alt="a" loading="lazy">\n<pre><code>x\ny</code></pre>');
    expect(editorHtml(editorWith(source))).toBe(html);
  });
});

describe("pasting from Word and Google Docs", () => {
  const samples: Record<string, string> = { "word.html": wordHtml, "google-docs.html": googleDocsHtml };
  const sample = (name: string) => samples[name]!;

  function paste(html: string) {
    const current = editorWith("");
    current.view.pasteHTML(html);
    return editorHtml(current);
  }

  it("Word: lists become lists, the title an h2, spacers, classes, styles, conditional comments and file: images go", () => {
    const html = paste(sample("word.html"));
    expect(html).toBe(
      "<h2>Quarterly update</h2>" +
        '<p>We shipped the <strong>new booking flow</strong> and <em>cut load times</em> by half. Details on <a rel="noopener noreferrer" href="https://example.com/report">the report page</a>.</p>' +
        "<p><strong>Highlights:</strong></p>" +
        "<ul><li><p>Faster pages</p><ul><li><p>Images in WebP</p></li></ul></li><li><p>Fewer support tickets</p></li></ul>" +
        "<ol><li><p>Plan</p></li><li><p>Ship</p></li></ol>" +
        "<p>Thanks to the whole team.</p>",
    );
    expect(html).not.toMatch(/mso-|class=|style=|<span|o:p|file:|·/);
    expect(sanitized(html)).toBe(html);
  });

  it("Google Docs: the normal-weight <b> wrapper goes, styled spans become strong/em/s, links lose the redirect", () => {
    const html = paste(sample("google-docs.html"));
    expect(html).toBe(
      "<h2>Why speed matters</h2>" +
        '<p>Visitors leave slow pages. <strong>Every second counts</strong>, as <em>every study</em> shows. Read <a rel="noopener noreferrer" href="https://web.dev/articles/vitals">the guide</a>.</p>' +
        "<ul><li><p>Compress images</p></li><li><p><s>Add more scripts</s></p></li></ul>" +
        '<img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXc1example?key=abc" width="602" height="339" loading="lazy">',
    );
    expect(html).not.toMatch(/docs-internal-guid|font-weight|style=|dir=|<b\b|<span|<u>/);
    expect(sanitized(html)).toBe(html);
  });
});

/**
 * HTML pasted from Word or Google Docs, cleaned before the editor's schema reads it. The schema alone already drops
 * unknown tags, but not everything: Word's list paragraphs would arrive as paragraphs starting with "·", its
 * `<o:p>` spacers as empty paragraphs, and the schema reads styles (Docs marks bold as `font-weight:700` on a span,
 * wraps the whole clipboard in `<b style="font-weight:normal">`, and underlines every link). So: formatting that
 * matters becomes tags, every other attribute goes, Word lists become lists. The server's sanitizer still has the
 * last word on what is stored.
 */

const droppedElements = "style, script, meta, title, link, head, xml, template, iframe, object, embed, svg, math";
const keptAttributes: Record<string, string[]> = { A: ["href", "title"], IMG: ["src", "alt", "title", "width", "height"], OL: ["start"] };

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  removeComments(body);
  for (const element of [...body.querySelectorAll(droppedElements)]) element.remove();
  // Office's namespaced elements (o:p spacers, v:shape drawings, w:sdt wrappers) carry nothing we keep.
  for (const element of [...body.querySelectorAll("*")]) if (element.tagName.includes(":")) element.remove();
  convertWordLists(body);
  for (const element of [...body.querySelectorAll("*")]) styleToTags(element);
  for (const image of [...body.querySelectorAll("img")]) if (!isWebAddress(image.getAttribute("src"))) image.remove();
  for (const link of [...body.querySelectorAll("a")]) unwrapGoogleRedirect(link);
  for (const element of [...body.querySelectorAll("*")]) keepOnlyUsefulAttributes(element);
  // Docs separates blocks with bare <br>s, which would become empty paragraphs.
  for (const lineBreak of [...body.querySelectorAll("br")]) if (lineBreak.parentElement === body) lineBreak.remove();
  for (const paragraph of [...body.querySelectorAll("p")]) {
    if (paragraph.textContent?.replace(/\u00a0/g, " ").trim()) continue;
    // An image is a block of its own in the editor; the paragraph around it would be left behind empty.
    const images = [...paragraph.querySelectorAll("img")];
    if (images.length > 0) paragraph.replaceWith(...images);
    else if (!paragraph.querySelector("br")) paragraph.remove();
  }
  // The page title is the only h1: a pasted one becomes a section heading, as the sanitizer would make it.
  for (const heading of [...body.querySelectorAll("h1")]) {
    const replacement = doc.createElement("h2");
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
  return body.innerHTML;
}

function removeComments(root: Node) {
  const walker = root.ownerDocument!.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** A declaration of the inline style, read from the attribute (not a prefix match: mso-bidi-font-weight is not font-weight). */
function styleOf(element: Element, property: string): string | undefined {
  const style = element.getAttribute("style");
  if (!style) return undefined;
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, "i").exec(style);
  return match?.[1]?.trim().toLowerCase();
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

/** Bold, italic and strike-through written as styles become tags; a bold tag styled "normal" (Docs' wrapper) goes. */
function styleToTags(element: Element) {
  const weight = styleOf(element, "font-weight");
  const fontStyle = styleOf(element, "font-style");
  const decoration = styleOf(element, "text-decoration") ?? styleOf(element, "text-decoration-line");
  const tag = element.tagName;
  if ((tag === "B" || tag === "STRONG") && weight && /^(normal|[1-4]00)$/.test(weight)) return unwrap(element);
  if ((tag === "I" || tag === "EM") && fontStyle === "normal") return unwrap(element);
  const inHeading = element.closest("h1, h2, h3, h4, h5, h6") !== null;
  if (tag === "SPAN") {
    if (weight && /^(bold|bolder|[6-9]00)$/.test(weight) && !inHeading) wrapChildren(element, "strong");
    if (fontStyle === "italic") wrapChildren(element, "em");
    if (decoration?.includes("line-through")) wrapChildren(element, "s");
  }
}

function isWebAddress(src: string | null): boolean {
  return !!src && (/^https?:\/\//i.test(src) || (src.startsWith("/") && !src.startsWith("//")));
}

/** Links copied from a published Google Doc point at google.com/url?q=<the real address>. */
function unwrapGoogleRedirect(link: Element) {
  const href = link.getAttribute("href");
  if (!href) return;
  try {
    const url = new URL(href);
    const target = url.searchParams.get("q");
    if (/^(www\.)?google\.[a-z.]+$/.test(url.hostname) && url.pathname === "/url" && target && /^https?:\/\//.test(target)) link.setAttribute("href", target);
  } catch {
    // A relative or malformed address stays as it is; the editor's link rules and the sanitizer judge it.
  }
}

function keepOnlyUsefulAttributes(element: Element) {
  const kept = keptAttributes[element.tagName] ?? [];
  for (const name of element.getAttributeNames()) if (!kept.includes(name)) element.removeAttribute(name);
}

/**
 * Word writes a list as paragraphs styled `mso-list:l0 level2 lfo1`, each starting with its marker ("·", "1.",
 * "a)") in a span styled `mso-list:Ignore`. Consecutive ones become one (nested) list; the marker tells ul from ol.
 */
function convertWordLists(body: HTMLElement) {
  const doc = body.ownerDocument;
  let stack: Array<{ list: HTMLElement; level: number }> = [];
  // Docs separates blocks with bare <br>s, which would become empty paragraphs.
  for (const lineBreak of [...body.querySelectorAll("br")]) if (lineBreak.parentElement === body) lineBreak.remove();
  for (const paragraph of [...body.querySelectorAll("p")]) {
    const level = /mso-list:\s*l\d+\s+level(\d+)/i.exec(paragraph.getAttribute("style") ?? "")?.[1];
    if (!level) continue;
    const depth = Number(level);
    const markerSpan = [...paragraph.querySelectorAll("span")].find((span) => /mso-list:\s*ignore/i.test(span.getAttribute("style") ?? ""));
    const marker = markerSpan?.textContent?.trim() ?? "";
    markerSpan?.remove();
    const ordered = /^(\d+|[a-z]{1,3})[.)]/i.test(marker);
    if (stack.length === 0 || paragraph.previousElementSibling !== stack[0]!.list) stack = [];
    while (stack.length > 0 && stack.at(-1)!.level > depth) stack.pop();
    if (stack.length === 0 || stack.at(-1)!.level < depth) {
      const list = doc.createElement(ordered ? "ol" : "ul");
      const parentItem = stack.at(-1)?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      stack.push({ list, level: depth });
    }
    const item = doc.createElement("li");
    const text = doc.createElement("p");
    text.append(...paragraph.childNodes);
    item.append(text);
    stack.at(-1)!.list.append(item);
    paragraph.remove();
  }
}

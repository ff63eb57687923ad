/**
 * Renders post HTML that the server has already sanitized (modules/blog/post-html.server.ts); this component
 * never receives raw input. The same styles serve the post page and the editor's preview.
 */
export const prose = [
  "text-lg leading-8 text-slate-700",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink",
  "[&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-ink [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:my-8 [&>:first-child]:mt-0",
  // The editor writes list items and quotes with paragraphs inside (<li><p>): no paragraph gap there.
  "[&_li>p]:mt-0 [&_blockquote>:first-child]:mt-0",
].join(" ");

export function PostBody({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${prose} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

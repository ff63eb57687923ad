import type { PostJson } from "./blog.schema";
import { formatTags } from "./tags";

/** What the edit form shows for a stored post: tags joined by comma and space (SPEC). */
export function postToFormValues(post: PostJson) {
  return {
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    image: post.image,
    tags: formatTags(post.tags),
    content: post.content,
    status: post.status,
  };
}

/** A refused submission's text fields, handed back so nothing the admin typed is lost (even without JavaScript). */
export function submittedFormValues(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    category: text("category"),
    image: text("image"),
    tags: text("tags"),
    content: text("content"),
    status: text("status") === "draft" ? ("draft" as const) : ("published" as const),
  };
}

export const emptyFormValues = { title: "", excerpt: "", category: "", image: "", tags: "", content: "", status: "published" as const };

import type { PostJson, PostStatus } from "./blog.schema";
import { formatTags } from "./tags";

/** The editor's text values: what the edit page prefills and what a refused submission gives back. */
export interface PostFormValues {
  title: string;
  excerpt: string;
  category: string;
  image: string;
  tags: string;
  content: string;
  status: PostStatus;
}

/** What the edit form shows for a stored post: tags joined by comma and space (SPEC). */
export function postToFormValues(post: PostJson): PostFormValues {
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
export function submittedFormValues(form: FormData): PostFormValues {
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
    status: text("status") === "draft" ? "draft" : "published",
  };
}

export const emptyFormValues: PostFormValues = { title: "", excerpt: "", category: "", image: "", tags: "", content: "", status: "published" };

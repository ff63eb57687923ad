/**
 * Messages of SPEC sections 2, 5 and 8, word for word, plus our own for what the SPEC leaves open. Kept apart from
 * the Zod schema so the public pages can show these texts without shipping Zod to every visitor.
 */
export const blogMessages = {
  required: "Please fill out all required fields",
  /** Under each missing field, beside the SPEC's sentence above the form: what that field needs. */
  missing: {
    title: "Enter a title.",
    excerpt: "Enter an excerpt.",
    category: "Enter a category.",
    image: "Enter an image URL.",
    content: "Enter the content.",
  },
  createFailed: "Failed to create post. Please try again.",
  updateFailed: "Failed to update post. Please try again.",
  deleteFailed: "Failed to delete post.",
  loadFailed: "Failed to load blog posts",
  confirmDelete: "Are you sure you want to delete this post? This action cannot be undone.",
  emptyCategory: "No posts found in this category.",
  loading: "Loading posts...",
  notFoundTitle: "Post Not Found",
  notFound: "The blog post you're looking for doesn't exist or has been removed.",
  editNotFound: "The post you're trying to edit doesn't exist, or you don't have permission to edit it.",
  invalidImage: "Image URL must be a URL starting with http:// or https:// (or a path on this site such as /images/blog/cover.svg)",
  postNotFound: "Post not found",
} as const;

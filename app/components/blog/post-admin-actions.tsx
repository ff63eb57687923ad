import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { blogMessages } from "~/modules/blog/blog-messages";

interface PostAdminActionsProps {
  post: { id: number; title: string };
  /** "card": compact icon controls on the list; "page": labelled Edit Post / Delete Post on the post page. */
  variant: "card" | "page";
}

/**
 * Edit and delete for admins. Loaded lazily by the public pages, so visitors never download it (or the dialog).
 * Deleting calls DELETE /api/blogs/{id}, the same use case as the JSON API, after the SPEC's confirmation.
 */
export default function PostAdminActions({ post, variant }: PostAdminActionsProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  async function confirmDelete() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/blogs/${post.id}`, { method: "DELETE", headers: { Accept: "application/json" } });
      // Already gone (deleted in another tab) is what the admin wanted too.
      if (!response.ok && response.status !== 404) throw new Error(`status ${response.status}`);
      setOpen(false);
      if (variant === "page") navigate("/blog", { replace: true });
      else await revalidator.revalidate();
    } catch {
      setOpen(false);
      setError(blogMessages.deleteFailed);
    } finally {
      setBusy(false);
    }
  }

  const compact = variant === "card";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={`/blog/edit/${post.id}`}
        aria-label={compact ? `Edit ${post.title}` : undefined}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {compact ? "Edit" : "Edit Post"}
      </Link>
      <Button variant="danger" className="px-3 py-2" onClick={() => setOpen(true)} aria-label={compact ? `Delete ${post.title}` : undefined}>
        <Trash2 aria-hidden="true" className="size-4" />
        {compact ? "Delete" : "Delete Post"}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete post?"
        message={blogMessages.confirmDelete}
        confirmLabel={busy ? "Deleting..." : "Delete"}
        busy={busy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** The shapes of a word diff (computed on the server in word-diff.server.ts), for the components that show one. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface FieldDiff {
  field: string;
  label: string;
  parts: DiffPart[];
  /** Content only: the kinds of formatting that changed, named for people ("heading", "bold"); [] for none. */
  formatting?: string[];
  /** Beside the text: "added", "removed", "moved from position 2 to 4", "now hidden from visitors". */
  notes?: string[];
}

import { ImagePlus } from "lucide-react";
import { lazy, Suspense, useEffect, useState, type InputHTMLAttributes } from "react";
import { Field } from "~/components/ui/field";

const MediaPickerDialog = lazy(() => import("./media-picker-dialog"));

type CoverImageFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
};

/**
 * The post's Image URL, with "Choose from library" beside it once the page runs JavaScript (the picker is loaded
 * on first use). Typing an address keeps working as before, for external images too.
 */
export function CoverImageField({ defaultValue, ...field }: CoverImageFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const [enhanced, setEnhanced] = useState(false);
  const [picking, setPicking] = useState(false);
  // Mounted from the first opening on, so the dialog can hand focus back to this button when it closes.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className="flex items-start gap-2">
      <Field {...field} className="min-w-0 flex-1" value={value} onChange={(event) => setValue(event.target.value)} />
      {enhanced ? (
        <button
          type="button"
          onClick={() => {
            setPickerLoaded(true);
            setPicking(true);
          }}
          aria-haspopup="dialog"
          aria-label="Choose from library"
          className="mt-6 inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-slate-50"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Choose from library</span>
          <span className="sm:hidden">Library</span>
        </button>
      ) : null}
      {pickerLoaded ? (
        <Suspense fallback={null}>
          <MediaPickerDialog open={picking} onOpenChange={setPicking} purpose="cover" onChoose={(item) => (setValue(item.url), setPicking(false))} />
        </Suspense>
      ) : null}
    </div>
  );
}

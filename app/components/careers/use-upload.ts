import { useCallback, useEffect, useRef, useState } from "react";

export type UploadState =
  | { phase: "idle" }
  | { phase: "sending"; progress: number | null }
  | { phase: "done" }
  | { phase: "failed"; status: number; body: { error?: string; fieldErrors?: Record<string, string> } | null };

/**
 * Sends multipart form data with XMLHttpRequest, because fetch cannot report upload progress. An upload still
 * running when the component goes away (the dialog closed) is aborted.
 */
export function useUpload(url: string) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const request = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const send = useCallback(
    (data: FormData) =>
      new Promise<boolean>((resolve) => {
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        setState({ phase: "sending", progress: null });
        xhr.open("POST", url);
        xhr.setRequestHeader("Accept", "application/json");
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) setState({ phase: "sending", progress: event.loaded / event.total });
        };
        xhr.onload = () => {
          request.current = null;
          if (xhr.status >= 200 && xhr.status < 300) {
            setState({ phase: "done" });
            return resolve(true);
          }
          let body = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            // Not our JSON (a proxy's error page): the generic message is all we can say.
          }
          setState({ phase: "failed", status: xhr.status, body });
          resolve(false);
        };
        xhr.onerror = () => {
          request.current = null;
          setState({ phase: "failed", status: 0, body: null });
          resolve(false);
        };
        xhr.send(data);
      }),
    [url],
  );

  const reset = useCallback(() => setState({ phase: "idle" }), []);
  return { state, send, reset };
}

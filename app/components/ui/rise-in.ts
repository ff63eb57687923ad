import type { CSSProperties } from "react";

/** SPEC: cards animate in with a 150 ms delay per index. */
export const RISE_IN_STEP_MS = 150;

/**
 * Class and style that make the index-th card of a grid rise in after its predecessors. CSS only, so it costs
 * no JavaScript; app.css turns it off under prefers-reduced-motion.
 */
export function riseIn(index: number): { className: string; style: CSSProperties } {
  return { className: "animate-rise-in", style: { animationDelay: `${index * RISE_IN_STEP_MS}ms` } };
}

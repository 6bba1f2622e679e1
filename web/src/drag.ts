// Drag-and-drop moves with pointer events. Pressing a piece that can move (or
// a piece in hand) and moving the pointer a few pixels starts a drag: the
// piece is selected as a click would select it, a ghost follows the pointer,
// and releasing over a square enters that square as a click would (a lion's
// first step then waits for the second click). A press and release without
// movement is left to the click handlers, so click-to-move works as before.
import type { SideName } from "./api";

export type DragSource = { square: string } | { side: SideName; piece: string };

export interface DragHooks {
  canDrag(source: DragSource): boolean;
  start(source: DragSource): void;
  drop(source: DragSource, square: string | null): void;
  ghost(source: DragSource): Element | null;
}

const THRESHOLD_PX = 5;

function sourceOf(target: EventTarget | null): DragSource | null {
  const el = target instanceof Element ? target.closest("[data-square],[data-hand]") : null;
  if (!el) return null;
  if (el.hasAttribute("data-hand")) return { side: el.getAttribute("data-side") as SideName, piece: el.getAttribute("data-hand")! };
  return { square: el.getAttribute("data-square")! };
}

function squareAt(x: number, y: number): string | null {
  const el = document.elementFromPoint(x, y)?.closest("[data-square]");
  return el ? el.getAttribute("data-square") : null;
}

// A click follows the pointerup of a drag; it must not act as a second click.
function swallowNextClick(): void {
  const swallow = (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
  };
  window.addEventListener("click", swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
}

export function installDrag(holder: HTMLElement, hooks: DragHooks): void {
  holder.addEventListener("pointerdown", (down: PointerEvent) => {
    if (down.button !== 0) return;
    const source = sourceOf(down.target);
    if (!source || !hooks.canDrag(source)) return;
    let ghost: HTMLElement | null = null;
    const place = (e: PointerEvent) => {
      if (ghost) ghost.style.transform = `translate(${e.clientX}px, ${e.clientY}px) translate(-50%, -50%)`;
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId !== down.pointerId) return;
      if (!ghost) {
        if (Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < THRESHOLD_PX) return;
        hooks.start(source);
        ghost = document.createElement("div");
        ghost.id = "drag-ghost";
        const image = hooks.ghost(source);
        if (image) ghost.appendChild(image);
        document.body.appendChild(ghost);
      }
      place(e);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== down.pointerId) return;
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
      if (!ghost) return;
      ghost.remove();
      swallowNextClick();
      hooks.drop(source, e.type === "pointerup" ? squareAt(e.clientX, e.clientY) : null);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
    down.preventDefault();
  });
}

// Layout invariants every screen keeps, measured in the page: nothing wider than the viewport, no two visible
// texts or controls drawn over each other, every picture inside its box, no text field too narrow for its
// placeholder, and (per screen) the main action in the first viewport.
import type { Locator, Page } from "@playwright/test";

/**
 * What may be drawn over other things on purpose; anything inside these is left out of the overlap check.
 * Keep this list short: each entry is a place where the check is blind.
 */
export const LAYERED = [
  // Dialogs and menus float above the page.
  '[role="dialog"]',
  '[role="menu"]',
  // The support chat bubble floats in the bottom corner of every page.
  '[data-testid="support-chat"]',
];

/** How far (px) two boxes may run into each other: anti-aliased edges, a focus ring, a line box's half-leading. */
const TOLERANCE = 3;

export interface LayoutProblem {
  check: "overflow" | "overlap" | "image" | "placeholder";
  detail: string;
}

/** Every invariant that holds on any screen, as a list of what is wrong (empty when the screen is fine). */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  // Measured as the page first shows: sticky and fixed parts where they stand before any scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(
    ({ layered, tolerance }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const problems: { check: "overflow" | "overlap" | "image" | "placeholder"; detail: string }[] = [];
      const viewportWidth = document.documentElement.clientWidth;

      const describe = (el: Element): string => {
        const id = el.id ? `#${el.id}` : "";
        const test = el.getAttribute("data-testid");
        const cls =
          typeof el.className === "string" && el.className ? `.${el.className.split(/\s+/)[0]}` : "";
        const text = (el.textContent ?? el.getAttribute("aria-label") ?? "").trim().replace(/\s+/g, " ");
        const name = text ? ` “${text.slice(0, 40)}”` : el.getAttribute("alt") !== null ? " (img)" : "";
        return `${el.tagName.toLowerCase()}${id}${test ? `[data-testid=${test}]` : ""}${cls}${name}`;
      };
      const round = (b: Box) =>
        `${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}`;
      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const empty = (b: Box) => b.right - b.left <= 1 || b.bottom - b.top <= 1;
      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

      /** What of `box` the element's clipping ancestors (overflow other than visible) leave to be seen. */
      const clipped = (el: Element, box: Box, includeSelf: boolean): Box => {
        let result = box;
        for (
          let node: Element | null = includeSelf ? el : el.parentElement;
          node;
          node = node.parentElement
        ) {
          const style = getComputedStyle(node);
          // The visually hidden pattern: an absolutely placed box clipped to nothing (`clip: rect(0 0 0 0)`).
          if (
            style.clip.startsWith("rect(") &&
            (style.position === "absolute" || style.position === "fixed")
          ) {
            const [top = 0, right = 0, bottom = 0, left = 0] = (style.clip.match(/-?[\d.]+/g) ?? []).map(
              Number,
            );
            const r = node.getBoundingClientRect();
            result = intersect(result, {
              left: r.left + left,
              top: r.top + top,
              right: r.left + right,
              bottom: r.top + bottom,
            });
          }
          if (style.overflowX !== "visible" || style.overflowY !== "visible") {
            const r = node.getBoundingClientRect();
            result = intersect(result, {
              left: style.overflowX === "visible" ? -Infinity : r.left,
              right: style.overflowX === "visible" ? Infinity : r.right,
              top: style.overflowY === "visible" ? -Infinity : r.top,
              bottom: style.overflowY === "visible" ? Infinity : r.bottom,
            });
          }
          // A fixed element is not clipped by the ancestors it escapes.
          if (style.position === "fixed") break;
        }
        return result;
      };

      // 1. Nothing makes the page scroll sideways.
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth > viewportWidth + 1) {
        const culprits = Array.from(document.body.querySelectorAll("*"))
          .filter((el) => visible(el) && el.getBoundingClientRect().right > viewportWidth + 1)
          .filter(
            (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= viewportWidth + 1,
          )
          .slice(0, 5)
          .map(describe);
        problems.push({
          check: "overflow",
          detail: `the page is ${pageWidth}px wide in a ${viewportWidth}px viewport: ${culprits.join(", ")}`,
        });
      }

      // 2. No two visible texts, controls or pictures overlap (unless one holds the other, or it is layered).
      const isLayered = (el: Element) => layered.some((selector) => el.closest(selector));
      const interactive =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [contenteditable="true"]';
      interface Item {
        el: Element;
        boxes: Box[];
      }
      const items: Item[] = [];
      const add = (el: Element, boxes: Box[]) => {
        const seen = boxes.map((b) => clipped(el, b, false)).filter((b) => !empty(b));
        if (seen.length) items.push({ el, boxes: seen });
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const textOf = new Map<Element, Box[]>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || isLayered(parent) || !visible(parent)) continue;
        if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION"].includes(parent.tagName)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Text is seen only inside its own element when that element clips (an ellipsis, a clamp).
        const boxes = Array.from(range.getClientRects()).map((r) => clipped(parent, r, true));
        textOf.set(parent, [...(textOf.get(parent) ?? []), ...boxes]);
      }
      for (const [el, boxes] of textOf) add(el, boxes);
      for (const el of Array.from(
        document.body.querySelectorAll(`${interactive}, img, video, canvas, iframe`),
      )) {
        if (isLayered(el) || !visible(el)) continue;
        const r = el.getBoundingClientRect();
        // Visually hidden helpers (1px, clipped) are there for screen readers only.
        if (r.width <= 1 || r.height <= 1) continue;
        add(el, [r]);
      }
      const overlaps: string[] = [];
      for (let i = 0; i < items.length; i++) {
        for (let j = i + 1; j < items.length; j++) {
          const a = items[i]!;
          const b = items[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const hit = a.boxes
            .flatMap((x) => b.boxes.map((y) => intersect(x, y)))
            .find((o) => o.right - o.left > tolerance && o.bottom - o.top > tolerance);
          if (hit) overlaps.push(`${describe(a.el)} and ${describe(b.el)} overlap at ${round(hit)}`);
        }
      }
      for (const detail of overlaps.slice(0, 8)) problems.push({ check: "overlap", detail });

      // 3. A picture's visible part stays inside each box that holds it (inline boxes hold nothing).
      for (const img of Array.from(document.body.querySelectorAll("img, video, picture, canvas"))) {
        if (!visible(img)) continue;
        const seen = clipped(img, img.getBoundingClientRect(), false);
        if (empty(seen)) continue;
        for (let box = img.parentElement; box && box !== document.body; box = box.parentElement) {
          const display = getComputedStyle(box).display;
          if (display === "inline" || display === "contents") continue;
          const r = box.getBoundingClientRect();
          const out =
            seen.left < r.left - 1 ||
            seen.top < r.top - 1 ||
            seen.right > r.right + 1 ||
            seen.bottom > r.bottom + 1;
          if (out) {
            problems.push({
              check: "image",
              detail: `${describe(img)} is drawn at ${round(seen)}, outside ${describe(box)} at ${round(r)}`,
            });
            break;
          }
        }
      }

      // 4. A text field shows its whole placeholder (a squeezed field cuts it: "Search st").
      const canvas = document.createElement("canvas").getContext("2d")!;
      for (const field of Array.from(
        document.body.querySelectorAll<HTMLInputElement>("input[placeholder]"),
      )) {
        if (!visible(field) || field.value || !field.placeholder) continue;
        const style = getComputedStyle(field);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const needed = canvas.measureText(field.placeholder).width;
        if (needed > room + 1)
          problems.push({
            check: "placeholder",
            detail: `${describe(field)} has ${Math.round(room)}px for its placeholder “${field.placeholder}” (${Math.round(needed)}px)`,
          });
      }
      return problems;
    },
    { layered: LAYERED, tolerance: TOLERANCE },
  );
}

/** Whether the element is entirely within the first viewport (no scrolling needed to see or reach it). */
export async function inFirstViewport(locator: Locator): Promise<string | null> {
  const page = locator.page();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return "it is not shown";
  if (
    box.y < 0 ||
    box.y + box.height > viewport.height + 1 ||
    box.x < 0 ||
    box.x + box.width > viewport.width + 1
  )
    return `it is at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}, outside the ${viewport.width}×${viewport.height} viewport`;
  return null;
}

/**
 * Boxes that scroll sideways inside the page (overflow-x auto or scroll, wider content than room), which a
 * reader may never find: hidden scrollbars give no hint that more is there.
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll("*"))
      .filter((el) => {
        const { overflowX } = getComputedStyle(el);
        return (
          (overflowX === "auto" || overflowX === "scroll") &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.checkVisibility()
        );
      })
      .map((el) => {
        const label = el.getAttribute("aria-label");
        const cls = typeof el.className === "string" ? el.className.split(/\s+/)[0] : "";
        return `${el.tagName.toLowerCase()}${label ? ` “${label}”` : ""}${cls ? `.${cls}` : ""} (${el.scrollWidth}px in ${el.clientWidth}px)`;
      }),
  );
}

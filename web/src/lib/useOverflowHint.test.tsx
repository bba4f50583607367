// The hint follows the scroll position: which edges have links out of sight.
import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { expect, it } from "vitest";
import { useOverflowHint } from "./useOverflowHint";

function Strip() {
  const ref = useRef<HTMLDivElement>(null);
  useOverflowHint(ref);
  return <div ref={ref} data-testid="strip" />;
}

function layOut(box: HTMLElement, sizes: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(box, name, { configurable: true, writable: true, value });
  }
  fireEvent.scroll(box);
}

it("marks the edges that have content out of sight as the box scrolls", () => {
  render(<Strip />);
  const strip = screen.getByTestId("strip");
  expect(strip.hasAttribute("data-more-after")).toBe(false);

  layOut(strip, { scrollWidth: 600, clientWidth: 200, scrollLeft: 0 });
  expect(strip.hasAttribute("data-more-before")).toBe(false);
  expect(strip.hasAttribute("data-more-after")).toBe(true);

  layOut(strip, { scrollWidth: 600, clientWidth: 200, scrollLeft: 200 });
  expect(strip.hasAttribute("data-more-before")).toBe(true);
  expect(strip.hasAttribute("data-more-after")).toBe(true);

  layOut(strip, { scrollWidth: 600, clientWidth: 200, scrollLeft: 400 });
  expect(strip.hasAttribute("data-more-before")).toBe(true);
  expect(strip.hasAttribute("data-more-after")).toBe(false);
});

it("marks nothing when everything fits", () => {
  render(<Strip />);
  const strip = screen.getByTestId("strip");
  layOut(strip, { scrollWidth: 200, clientWidth: 200, scrollLeft: 0 });
  expect(strip.hasAttribute("data-more-before")).toBe(false);
  expect(strip.hasAttribute("data-more-after")).toBe(false);
});

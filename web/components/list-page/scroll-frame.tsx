import { type CSSProperties, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/utils";

interface Overflow {
  /** Wider than the frame: the reader scrolls sideways to see the rest. */
  sideways: boolean;
  /** Taller than the frame (a list of fixed height). */
  downwards: boolean;
  /** Scrolled to the right edge: nothing more to the right. */
  atEnd: boolean;
}

/** How the frame's content overflows it, measured again on a resize, a new page of rows and a scroll. */
function useOverflow(ref: RefObject<HTMLDivElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ sideways: false, downwards: false, atEnd: true });
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => {
      // A pixel of rounding is no overflow.
      const next = {
        sideways: frame.scrollWidth > frame.clientWidth + 1,
        downwards: frame.scrollHeight > frame.clientHeight + 1,
        atEnd: frame.scrollLeft + frame.clientWidth >= frame.scrollWidth - 1,
      };
      setOverflow((last) =>
        last.sideways === next.sideways && last.downwards === next.downwards && last.atEnd === next.atEnd
          ? last
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    for (const child of frame.children) observer.observe(child);
    frame.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      frame.removeEventListener("scroll", measure);
    };
  }, [ref]);
  return overflow;
}

/**
 * A list table's bordered frame, which scrolls what does not fit inside it rather than widening the page.
 * When it scrolls it says so: a fade at the edge with more to the right, a "Scroll sideways for more" line,
 * and a named region that takes focus so the keyboard's arrows scroll it.
 */
export function ScrollFrame({
  label,
  className,
  style,
  children,
}: {
  /** What the table is (its own accessible name); the region is named after it. */
  label: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { sideways, downwards, atEnd } = useOverflow(ref);
  const scrolls = sideways || downwards;
  // Only a frame that scrolls is a landmark and a stop on the Tab key's way.
  const region = {
    role: "region",
    "aria-label": `${label} (scrolls${sideways ? " sideways" : ""})`,
    tabIndex: 0,
  } as const;
  return (
    <div data-slot="list-frame" className={cn("flex flex-col rounded-md border", className)} style={style}>
      <div className="relative min-h-0 flex-1">
        <div
          ref={ref}
          data-slot="list-scroll"
          {...(scrolls ? region : {})}
          className="h-full overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring [&_[data-slot=table-container]]:overflow-visible"
        >
          {children}
        </div>
        {sideways && !atEnd ? (
          <div
            aria-hidden
            data-slot="list-scroll-fade"
            className="pointer-events-none absolute inset-y-0 right-0 z-[2] w-6 bg-gradient-to-l from-foreground/15 to-transparent"
          />
        ) : null}
      </div>
      {sideways ? (
        <p data-slot="list-scroll-hint" className="border-t px-3 py-1.5 text-muted-foreground text-xs">
          Scroll sideways for more <span aria-hidden>→</span>
        </p>
      ) : null}
    </div>
  );
}

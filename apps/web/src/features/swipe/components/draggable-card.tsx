import { useRef, useState, type ReactNode } from 'react';
import { useDrag } from '@use-gesture/react';
import { DECK_ADVANCE_MS, SWIPE_DRAG_THRESHOLD_PX, type Direction } from '@seedmatch/shared/ideas';

/** The top card: follows the finger, and swipes when let go more than 100 px to a side. */
export function DraggableCard({
  children,
  leaving,
  onSwipe,
}: {
  children: ReactNode;
  leaving: Direction | null;
  onSwipe: (direction: Direction) => void;
}) {
  const [dx, setDx] = useState(0);
  const [isDragging, setIsDragging] = useState(false);
  // A drag that starts on the owner strip or "Read more" must not open a sheet when it is let go.
  const hasMoved = useRef(false);

  const bind = useDrag(
    ({ down, movement: [mx] }) => {
      if (Math.abs(mx) > 3) hasMoved.current = true;
      setIsDragging(down);
      if (down) return setDx(mx);
      if (Math.abs(mx) > SWIPE_DRAG_THRESHOLD_PX) onSwipe(mx > 0 ? 'RIGHT' : 'LEFT');
      else setDx(0);
    },
    { axis: 'x', filterTaps: true, enabled: !leaving },
  );

  const x = leaving ? (leaving === 'RIGHT' ? 1 : -1) * 600 : dx;
  const hint = Math.min(1, Math.abs(x) / SWIPE_DRAG_THRESHOLD_PX);
  return (
    <div
      {...bind()}
      onPointerDownCapture={() => {
        hasMoved.current = false;
      }}
      onClickCapture={(event) => {
        if (!hasMoved.current) return;
        event.preventDefault();
        event.stopPropagation();
      }}
      data-testid="top-card"
      // Flying out and springing back take the deck's 300 ms; with reduced motion the card just goes (or returns).
      className={`absolute inset-0 cursor-grab touch-pan-y select-none active:cursor-grabbing ${isDragging ? '' : 'transition-transform ease-out motion-reduce:transition-none'}`}
      style={{ transform: `translateX(${x}px) rotate(${x / 25}deg)`, transitionDuration: `${DECK_ADVANCE_MS}ms` }}
    >
      {children}
      <span
        aria-hidden
        className="absolute top-6 left-6 rotate-[-12deg] rounded-lg border-4 border-brand-600 px-3 py-1 text-2xl font-black text-brand-600"
        style={{ opacity: x > 0 ? hint : 0 }}
      >
        LIKE
      </span>
      <span
        aria-hidden
        className="absolute top-6 right-6 rotate-[12deg] rounded-lg border-4 border-red-500 px-3 py-1 text-2xl font-black text-red-500"
        style={{ opacity: x < 0 ? hint : 0 }}
      >
        PASS
      </span>
    </div>
  );
}

import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '@/shared/routes/route-handle';
import classes from './page-transition.module.css';
import { type TransitionKind, transitionKind } from './transition-kind';

interface Seen {
  path: string;
  step: number | undefined;
  kind: TransitionKind;
}

/** Animates each new page in: slide between shipment steps, fade otherwise (CSS honours reduced motion). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const step = useCurrentRoute()?.stepOrder;
  const [seen, setSeen] = useState<Seen>({ path: pathname, step, kind: 'fade' });
  // Derived from the previous page, so it is worked out during render when the path changes.
  if (seen.path !== pathname) setSeen({ path: pathname, step, kind: transitionKind(seen.step, step) });
  return (
    <div key={pathname} className={classes[seen.kind]} data-transition={seen.kind}>
      {children}
    </div>
  );
}

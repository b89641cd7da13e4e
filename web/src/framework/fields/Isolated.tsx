import type { ReactNode } from 'react';

/**
 * A value shown inside text of either direction, isolated from it (issue 36 §2): a phone number, an e-mail, an
 * amount, a date or an id keeps its own order in an Arabic line ("+971 55 123 4567", not "123 4567 55 971+"), and
 * does not move the words around it. `<bdi>` takes its direction from its own first letter; numbers alone are
 * left to right.
 */
export const Isolated = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;

/** A cell's value isolated when it is text or a number; an element (a link, a chip) is left as it is. */
export const isolatedValue = (value: ReactNode): ReactNode =>
  typeof value === 'string' || typeof value === 'number' ? <Isolated>{value}</Isolated> : value;

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { showPathIfAvailable, useAvailableRoutes } from '../availableRoutes';

interface Props {
  /** The resource's path: 'users' for /users/:id/show. */
  readonly base: string;
  readonly id: string | number | null | undefined;
  readonly children?: ReactNode;
  readonly testId?: string;
}

/** A link to a record's show page where that route exists for the user; else the text alone. */
export const RecordLink = ({ base, id, children, testId }: Props) => {
  const routes = useAvailableRoutes();
  if (id === null || id === undefined || id === '') return null;
  const to = showPathIfAvailable(routes, base, id);
  const text = children ?? `#${id}`;
  return to ? (
    <Link component={RouterLink} to={to} onClick={(e) => e.stopPropagation()} data-testid={testId} underline="hover">
      {text}
    </Link>
  ) : (
    <span data-testid={testId}>{text}</span>
  );
};

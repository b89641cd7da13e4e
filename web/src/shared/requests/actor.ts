import type { RequestActor } from '@console/contracts';
import type { Viewer } from '../../framework/types';

/** The lifecycle's actor (contracts' RequestActor) for the signed-in user. */
export const actorOf = (viewer: Viewer): RequestActor => ({ userId: viewer.id, permissions: viewer.permissions });

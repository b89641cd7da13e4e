import { Param, Res } from '@nestjs/common';
import { IdPipe } from './id.pipe.js';

/** The record id of the path (`/api/x/:id`), decoded by IdPipe: a 400 on anything that is not a record id. */
export const IdParam = () => Param('id', IdPipe);

/**
 * The response, for what a route sets on it (201 or 202, the read-your-writes header) while Nest still sends what
 * the route returns (`passthrough`).
 */
export const Reply = () => Res({ passthrough: true });

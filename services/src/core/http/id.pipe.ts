import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { IdFromString, validationError } from '@console/contracts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { DomainException } from '../domain.exception.js';

/**
 * A record id of a path (`/api/x/:id`), decoded by the contracts' id codec: 1 … 2147483647 as decimal digits. Any
 * other text (`99999999999999999999`, `1.5`, `abc`) is a 400 `Validation error` on the parameter, never a
 * database error (issue 11). Replaces Nest's IdPipe, which let numbers past PostgreSQL's integer through.
 */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const r = IdFromString.decode(value);
    if (isLeft(r)) {
      const message = r.left[0]?.message ?? 'must be a record id';
      throw new DomainException(validationError([{ path: metadata.data ?? 'id', message }]));
    }
    return r.right;
  }
}

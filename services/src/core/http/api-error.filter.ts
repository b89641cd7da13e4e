import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import { EventTooLargeError, sqlStateOf, WrongExpectedVersionError } from '@console/infra';
import type { Response } from 'express';
import { DomainException } from '../domain.exception.js';

/** Error names of the API (ARCHITECTURE §6), by HTTP status. */
const NAMES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'NotAuthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  500: 'GeneralError',
};

const CODES: Readonly<Record<string, number>> = { validation: 400, forbidden: 403, not_found: 404, conflict: 409 };

interface ApiErrorBody {
  name: string;
  message: string;
  code: number;
  errors?: readonly { path: string; message: string }[];
}

const body = (code: number, message: string, errors?: ApiErrorBody['errors']): ApiErrorBody => ({
  name: NAMES[code] ?? 'GeneralError',
  message,
  code,
  ...(errors ? { errors } : {}),
});

/**
 * PostgreSQL's data exceptions caused by a value given to it (class 22: invalid text for the type, out of range,
 * bad date, NUL, untranslatable character): what a request can cause but a codec should have refused first.
 */
const INPUT_DATA_ERRORS = new Set(['22P02', '22003', '22007', '22008', '22021', '22P05', '22001', '2201W', '2201X']);
const isInputDataError = (e: unknown): boolean => {
  const code = sqlStateOf(e);
  return code !== undefined && INPUT_DATA_ERRORS.has(code);
};

/** Every failure becomes JSON `{ name, message, code, errors? }`; an unexpected one is logged and says nothing more. */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const answer = (b: ApiErrorBody) => {
      if (!res.headersSent) res.status(b.code).json(b);
    };
    if (exception instanceof DomainException) {
      const code = CODES[exception.error.kind] ?? 400;
      return answer(body(code, exception.error.message, exception.error.errors));
    }
    if (exception instanceof WrongExpectedVersionError) {
      return answer(body(409, 'The record was changed by someone else; try again'));
    }
    if (exception instanceof EventTooLargeError) {
      // The event store refused it before writing anything: the input was larger than the bus can carry (issue 11).
      return answer(body(413, 'The change is too large to store'));
    }
    if (exception instanceof HttpException) {
      const code = exception.getStatus();
      const r = exception.getResponse();
      const message =
        typeof r === 'string'
          ? r
          : typeof r === 'object' && r && 'message' in r
            ? String(r.message)
            : exception.message;
      return answer(body(code, message));
    }
    if (isInputDataError(exception)) {
      // The codecs should have refused this value (issue 11): a 400 all the same, and logged so the codec is fixed.
      console.warn('[api] a value reached PostgreSQL that its codec let through:', (exception as Error).message);
      return answer(
        body(400, 'Validation error', [{ path: '', message: 'a value the database cannot hold or compare' }]),
      );
    }
    console.error('[api] unexpected error', exception);
    answer(body(500, 'Internal server error'));
  }
}

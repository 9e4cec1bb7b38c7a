import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/api-error.ts';

export interface ErrorFacts {
  status?: number;
  /** The text the error carries, matched against the spec's title rows. */
  message?: string;
  /** What the page shows under 'Texto do erro' (as text, never as HTML). */
  raw: string;
}

/** Reads the status and the message out of whatever was thrown (route response, API error, Error, string). */
export function describeThrown(error: unknown): ErrorFacts {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : '';
    const message = [error.statusText, data].filter(Boolean).join(' ');
    return { status: error.status, message, raw: `${error.status} ${message}`.trim() };
  }
  if (error instanceof ApiError) {
    const status = error.status === 0 ? undefined : error.status;
    const message = error.status === 0 ? `network ${error.message}` : error.message;
    return {
      ...(status === undefined ? {} : { status }),
      message,
      raw: `${error.status} ${error.code}: ${error.detail}`,
    };
  }
  if (error instanceof Error) return { message: error.message, raw: `${error.name}: ${error.message}` };
  if (typeof error === 'string') return { message: error, raw: error };
  return { raw: String(error) };
}

import { ApiError } from '../../api/http';
import type { FieldRule } from '../../lib/validation';

/** The platform read the request and refused it (a 4xx answer), as opposed to failing to answer at all. */
export const refusedByPlatform = (err: unknown): boolean => err instanceof ApiError && err.kind === 'http' && err.status >= 400 && err.status < 500;

/** The platform's password bounds (register settings), for a password that is always required. */
export const newPasswordRule = (rule: FieldRule | undefined): Partial<FieldRule> => ({ ...rule, enabled: true, required: true });

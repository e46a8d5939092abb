import { HttpError, getJson } from './http';
import type { User } from './types';

export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

/** A 401 means signed out (null); any other failure is an error. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await getJson<User>('/api/auth/user');
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

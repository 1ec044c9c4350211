import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// Lazy screens and simulator calls (encrypted ones do RSA in JS) can take longer than the 1 s default on a
// busy two-core machine: a register-and-login wait passed 5 s once with four other jobs running beside it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

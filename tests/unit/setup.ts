import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// Lazy screens and simulator calls can take longer than the 1 s default on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

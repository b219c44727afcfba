import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy*/waitFor wait for what the screen does, not for a time: on a busy 2-core machine (CI runs
// two test workers, or the browser suite beside them) a screen can take more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // react-admin applies a list's parameter change on the next tick (ra-core's useReferenceParams); one
  // made just before a test ends would run after the file's window is gone. Let that tick pass first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// A parameter change can also be scheduled a little later, by a screen still settling as it unmounts (an
// answer arriving, its effects running): the file's window must outlive those ticks too, or their
// update meets no window ("window is not defined", thrown after the file's last test).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
});

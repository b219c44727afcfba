import { useState } from 'react';

/** False until `value` is first true, then true for good: a part drawn from its first use on. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

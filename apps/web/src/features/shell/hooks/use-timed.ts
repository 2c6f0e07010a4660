import { useCallback, useEffect, useState } from 'react';

/** A value shown for `ms` milliseconds after each `show`, then cleared. */
export function useTimed<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = window.setTimeout(() => setValue(null), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  const clear = useCallback(() => setValue(null), []);
  return { value, show: setValue, clear };
}

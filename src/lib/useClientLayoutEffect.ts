import { useEffect, useLayoutEffect } from 'react';

/** A layout effect in the browser; on the server, where React warns about layout effects, an effect (which never runs there). */
export const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

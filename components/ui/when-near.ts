/**
 * Calls `callback` once, the first time `element` comes within `margin` of the viewport (an
 * IntersectionObserver root margin), and returns what stops the watch. Without IntersectionObserver it calls
 * at once: the work then runs early rather than never.
 */
export function whenNear(element: Element, margin: string, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

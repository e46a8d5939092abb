/** Full-page navigation (login and logout are server paths, not app routes). */
export function goTo(url: string): void {
  window.location.assign(url);
}

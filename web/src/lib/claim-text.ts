/**
 * A claim's text without the number the grant prints before it ('1. A portable…' → 'A portable…'): the
 * screens show the number themselves ('Claim 1'), so it is never printed twice (nor a number a
 * source repeated, '1. 1. A…'). A decimal ('1.5 mm…') stays.
 */
export function claimBody(text: string): string {
  return text.replace(/^(?:\s*\d+\s*[.)](?!\d))+\s*/, '');
}

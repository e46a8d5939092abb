import { describe, expect, it } from 'vitest';
import { signInPagePolicy } from './dev-provider.js';

describe('signInPagePolicy', () => {
  it('allows the form to redirect to every app origin, not only the provider itself', () => {
    const sut = signInPagePolicy([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:3000/',
    ]);
    expect(sut).toContain("form-action 'self' http://localhost:3000 http://127.0.0.1:3000;");
    expect(sut).toContain("default-src 'none'");
    expect(sut).toContain("frame-ancestors 'none'");
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeUrl } from '@/lib/markdown-url';
import { Markdown } from './markdown';

describe(Markdown.name, () => {
  it.each([
    'http://a.example/x',
    'https://a.example',
    'irc://irc.example/chan',
    'ircs://irc.example',
    'mailto:me@example.com',
    'xmpp:me@example.com',
  ])('returns the link unchanged when its protocol is allowed: %s', (url) => expect(safeUrl(url)).toBe(url));

  it.each(['/saved', 'docs/page', '#section', '?q=1', 'example.com/a:b'])(
    'returns a relative or protocol-less link unchanged: %s',
    (url) => expect(safeUrl(url)).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'ftp://x.example',
  ])('returns an empty string when the protocol is not allowed: %s', (url) => expect(safeUrl(url)).toBe(''));

  it('returns links with their filtered href when rendered', () => {
    render(<Markdown>{'[good](https://ok.example) and [bad](javascript:alert(1))'}</Markdown>);
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('href', 'https://ok.example');
    expect(screen.getByText('bad').getAttribute('href') ?? '').toBe('');
  });

  it('returns raw HTML as visible text, not as elements', () => {
    const { container } = render(<Markdown>{'Hello <b>bold</b> <img src=x onerror="alert(1)">'}</Markdown>);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
  });

  it('returns markdown formatting as elements', () => {
    const { container } = render(<Markdown>{'**strong** and `code`'}</Markdown>);
    expect(container.querySelector('strong')?.textContent).toBe('strong');
  });
});

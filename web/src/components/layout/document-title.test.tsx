import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/test/render';
import faviconSvg from '../../../public/favicon.svg?raw';
import indexHtml from '../../../index.html?raw';

describe('tab titles and favicon', () => {
  it.each([
    ['/', 'Dashboard · Patent Hub'],
    ['/search', 'Search · Patent Hub'],
    ['/saved', 'Saved Patents · Patent Hub'],
    ['/analysis', 'Analysis Dashboard · Patent Hub'],
    ['/assistant', 'AI Assistant · Patent Hub'],
    ['/writing', 'Patent Writing · Patent Hub'],
    ['/strategy', 'Strategy Advisor · Patent Hub'],
    ['/profile', 'Profile Settings · Patent Hub'],
    ['/no-such-page', 'Page Not Found · Patent Hub'],
  ])('returns a tab title naming the screen at %s', async (path, title) => {
    mockApi();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('returns the plain product name on the landing screen when signed out', async () => {
    document.title = 'stale';
    mockApi({}, null);
    renderApp('/search');
    expect(await screen.findByRole('link', { name: 'View Services' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Patent Hub'));
  });

  it('returns an SVG favicon drawn for the app, linked from index.html', () => {
    const html = new DOMParser().parseFromString(indexHtml, 'text/html');
    const link = html.querySelector('link[rel="icon"]');
    expect(link?.getAttribute('type')).toBe('image/svg+xml');
    expect(link?.getAttribute('href')).toBe('/favicon.svg');
    const svg = new DOMParser().parseFromString(faviconSvg, 'image/svg+xml');
    expect(svg.querySelector('parsererror')).toBeNull();
    expect(svg.documentElement.getAttribute('viewBox')).toBeTruthy();
    expect(svg.documentElement.querySelector('title')?.textContent).toBe('Patent Hub');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS_FILTER_MEANING } from '@patent-hub/contracts/web';
import { describe, expect, it } from 'vitest';
import { makeAnalysis, makePatent, makeSaved } from '@/test/fixtures';
import { mockApi, renderApp } from '@/test/render';
import SearchPage from './search-page';

const results = (
  patents = [
    makePatent(),
    makePatent({
      patent_number: '10000001',
      patent_title: 'Solar roof tile',
      application_status: 'Pending',
      grant_date: null,
    }),
  ],
) => ({
  success: true,
  message: 'ok',
  data: { patents, total: patents.length, processingTime: 42 },
});

async function searchFor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Keywords'), 'battery');
  await user.click(screen.getByRole('button', { name: 'Search Patents' }));
}

describe(SearchPage.name, () => {
  it('returns every form field, the default choices and the idle empty message', async () => {
    mockApi();
    renderApp('/search');
    for (const label of [
      'Keywords',
      'Patent Number',
      'Application Number',
      'Inventor Name',
      'Assignee/Company',
      'Date Range',
      'Classification',
      'Status',
    ])
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Date Range')).toHaveValue('last_5_years');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    const classes = within(screen.getByLabelText('Classification'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(classes).toEqual(['all', 'G06F', 'G06N', 'A61K', 'H01L', 'C07K', 'H04L', 'G06Q']);
    expect(screen.getByLabelText('Enable AI analysis for results')).not.toBeChecked();
    expect(screen.getByText('Enter search criteria above to find patents.')).toBeInTheDocument();
  });

  it('says what the Granted and Expired status filters select, the fee payments not being in the record', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/search');
    const status = await screen.findByLabelText('Status');
    expect(status).not.toHaveAccessibleDescription();
    await user.selectOptions(status, 'expired');
    expect(status).toHaveAccessibleDescription(STATUS_FILTER_MEANING.expired);
    expect(status).toHaveAccessibleDescription(/may have lapsed for an unpaid fee .* listed under Granted/);
    await user.selectOptions(status, 'granted');
    expect(status).toHaveAccessibleDescription(/Fee payments are not in the record/);
  });

  it('returns "about N" when the server estimates a large total', async () => {
    const estimated = { ...results(), data: { ...results().data, total: 68000, totalIsEstimate: true } };
    mockApi({ 'POST /api/patents/search': () => estimated });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(await screen.findByText(/about\s*68000 patents found/)).toBeInTheDocument();
    expect(screen.getByText('Found about 68000 patents in 42ms')).toBeInTheDocument();
  });

  it('returns custom date inputs when the custom range is chosen', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/search');
    await user.selectOptions(await screen.findByLabelText('Date Range'), 'custom');
    expect(screen.getByLabelText('Start Date')).toBeInTheDocument();
    expect(screen.getByLabelText('End Date')).toBeInTheDocument();
  });

  it('returns Searching... and the spinner while pending, then the count, time and toast', async () => {
    let release: (v: unknown) => void = () => {};
    const { calls } = mockApi({ 'POST /api/patents/search': () => new Promise((r) => (release = r)) });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(screen.getByText('Searching patents...')).toBeInTheDocument();
    release(results());
    expect(await screen.findByText(/2 patents found/)).toBeInTheDocument();
    expect(screen.getByText('(42ms)')).toBeInTheDocument();
    expect(screen.getByText('Search completed')).toBeInTheDocument();
    expect(screen.getByText('Found 2 patents in 42ms')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/patents/search?page=1&limit=20');
    expect(post.body).toEqual({
      keywords: 'battery',
      dateRange: 'last_5_years',
      status: 'all',
      enableAiAnalysis: false,
      sort: 'relevance',
    });
  });

  it('returns Best match for a keyword search, and the server sorts the whole set across pages', async () => {
    const many = { ...results(), data: { ...results().data, total: 45 } };
    const { calls } = mockApi({ 'POST /api/patents/search': () => many });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await searchFor(user);
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Best match');
    await user.selectOptions(sort, 'title-asc');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.at(-1)!.body).toMatchObject({ keywords: 'battery', sort: 'title-asc' });
    expect(calls.at(-1)!.path).toBe('/api/patents/search?page=1&limit=20');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.at(-1)!.path).toBe('/api/patents/search?page=2&limit=20');
    expect(calls.at(-1)!.body).toMatchObject({ keywords: 'battery', sort: 'title-asc' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('title-asc');
    // The order shown is the server's: no re-sorting of the page in the browser.
    const list = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(many.data.patents.map((p) => p.patent_title));
    expect(router.state.location.search).toBe(
      '?keywords=battery&dateRange=last_5_years&status=all&sort=title-asc&page=2',
    );
  });

  it('returns the search of the address at once: criteria in the form, sort and page (reload, shared link)', async () => {
    const many = { ...results(), data: { ...results().data, total: 45 } };
    const { calls } = mockApi({ 'POST /api/patents/search': () => many });
    renderApp(
      '/search?keywords=solar&assignee=Acme&dateRange=all_time&status=granted&sort=assignee-desc&page=3',
    );
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/patents/search?page=3&limit=20');
    expect(post.body).toEqual({
      keywords: 'solar',
      assignee: 'Acme',
      dateRange: 'all_time',
      status: 'granted',
      enableAiAnalysis: false,
      sort: 'assignee-desc',
    });
    expect(screen.getByLabelText('Keywords')).toHaveValue('solar');
    expect(screen.getByLabelText('Assignee/Company')).toHaveValue('Acme');
    expect(screen.getByLabelText('Date Range')).toHaveValue('all_time');
    expect(screen.getByLabelText('Status')).toHaveValue('granted');
    expect(screen.getByLabelText('Sort by')).toHaveValue('assignee-desc');
  });

  it('returns the previous page of results on back, and the idle screen before the first search', async () => {
    const many = { ...results(), data: { ...results().data, total: 45 } };
    const { calls } = mockApi({ 'POST /api/patents/search': () => many });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await searchFor(user);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(calls.at(-1)!.path).toBe('/api/patents/search?page=1&limit=20');
    await router.navigate(-1);
    expect(await screen.findByText('Enter search criteria above to find patents.')).toBeInTheDocument();
  });

  it('returns the fields of the search shown after back, and keeps focus in the field a search was sent from', async () => {
    mockApi({ 'POST /api/patents/search': () => results() });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    const keywords = await screen.findByLabelText('Keywords');
    await user.type(keywords, 'battery{Enter}');
    expect(await screen.findByText(/2 patents found/)).toBeInTheDocument();
    expect(screen.getByLabelText('Keywords')).toHaveFocus();
    await user.clear(screen.getByLabelText('Keywords'));
    await user.type(screen.getByLabelText('Keywords'), 'solar{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('keywords=solar'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Keywords')).toHaveValue('battery'));
  });

  it('returns the no-results message with how to add data', async () => {
    mockApi({ 'POST /api/patents/search': () => results([]) });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(await screen.findByText('No patents found matching your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('npm run ingest -- <files>')).toBeInTheDocument();
  });

  it('returns the server hint on how to add data when the corpus is empty', async () => {
    const hint = 'The patent database is empty. Add patents with `npm run ingest -- <files>`.';
    mockApi({ 'POST /api/patents/search': () => ({ ...results([]), message: hint }) });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(await screen.findByText(hint)).toBeInTheDocument();
  });

  it('returns the Search failed toast with the server message when success is false', async () => {
    mockApi({ 'POST /api/patents/search': () => ({ success: false, message: 'Index offline' }) });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('Index offline')).toBeInTheDocument();
  });

  it('returns the Search error toast when the call fails', async () => {
    mockApi({ 'POST /api/patents/search': () => ({ status: 500, body: { message: 'boom' } }) });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(await screen.findByText('Search error')).toBeInTheDocument();
  });

  it('searches again when the same search is sent after an error, one request per search', async () => {
    let fail = true;
    const { calls } = mockApi({
      'POST /api/patents/search': () => (fail ? { status: 500, body: { message: 'boom' } } : results()),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    expect(await screen.findByText('Search error')).toBeInTheDocument();
    // No results, and not the idle text either: a search was made.
    expect(screen.queryByText('Enter search criteria above to find patents.')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Search Patents' }));
    expect(await screen.findByText(/2 patents found/)).toBeInTheDocument();
    expect(screen.getByText('Search completed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('returns Saved and disabled after a save, with the Patent saved toast', async () => {
    const { calls } = mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/save': () => ({ data: {} }),
    });
    document.cookie = 'ph_csrf=tok123';
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Solar roof tile')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(screen.getByText('Patent saved')).toBeInTheDocument();
    expect(screen.getByText('Patent has been added to your saved collection.')).toBeInTheDocument();
    const save = calls.find((c) => c.path === '/api/patents/save')!;
    expect(save.headers['x-csrf-token']).toBe('tok123');
    expect(save.body).toMatchObject({ patentNumber: '10000001', status: 'Pending', type: 'application' });
  });

  it('returns a card already in the saved list as Saved', async () => {
    mockApi({
      'POST /api/patents/search': () => results(),
      'GET /api/patents/saved': () => ({ data: [makeSaved()] }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Battery thermal management system')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Saved' })).toBeDisabled();
  });

  it('returns the Error saving patent toast and keeps Save when saving fails', async () => {
    mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/save': () => ({ status: 500, body: {} }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Solar roof tile')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving patent')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('returns the detail dialog with its tabs and N/A for missing values', async () => {
    mockApi({ 'POST /api/patents/search': () => results() });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    await user.click(await screen.findByRole('button', { name: 'Battery thermal management system' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('US11646472')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View on Google Patents' })).toHaveAttribute(
      'target',
      '_blank',
    );
    for (const tab of ['Overview', 'Application Data', 'Classifications', 'Parties', 'Continuity'])
      expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Assignments' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('May 09, 2023', { selector: 'dd' })).toHaveLength(2);
    expect(within(dialog).getAllByText('N/A').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('tab', { name: 'Continuity' }));
    expect(within(dialog).getByText('No continuity data available for this patent')).toBeInTheDocument();
  });

  it('returns the Assignments tab only when assignments exist', async () => {
    const p = makePatent({
      assignments: [
        {
          assignor: 'Doe, Jane',
          assignee: 'Acme Corp',
          execution_date: '2020-02-01',
          recorded_date: '2020-02-10',
        },
      ],
    });
    mockApi({ 'POST /api/patents/search': () => results([p]) });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    await user.click(await screen.findByRole('button', { name: p.patent_title }));
    await user.click(await screen.findByRole('tab', { name: 'Assignments' }));
    expect(screen.getByText('Doe, Jane → Acme Corp')).toBeInTheDocument();
  });

  it('returns the analysis panel: Analyzing patent..., then the sections, coloured scores and bars', async () => {
    let polls = 0;
    let queued = false;
    mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/11646472/analyze': () => {
        queued = true;
        return { status: 202, body: { jobId: 'j1', status: 'pending' } };
      },
      // Never analysed (404) until the job is queued; then running once, then complete.
      'GET /api/patents/11646472/analysis': () =>
        !queued
          ? { status: 404, body: { message: 'No analysis for this patent' } }
          : ++polls < 2
            ? { status: 'running' }
            : { data: makeAnalysis() },
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Battery thermal management system')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'AI Analyze' }));
    expect(await screen.findByText('Analyzing patent...')).toBeInTheDocument();
    expect(
      await screen.findByText('A cooling loop for battery packs.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The search screen started the job: its §8 toast.
    expect(screen.getByText('Analysis completed')).toBeInTheDocument();
    for (const s of ['Summary', 'Key Claims', 'Prior Art Comparison', 'Recommendations'])
      expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    expect(screen.getByText('term coverage 82%').className).toContain('bg-danger');
    expect(screen.getByText('term coverage 60%').className).toContain('bg-warning');
    expect(screen.getByText('term coverage 40%').className).toContain('bg-success');
    expect(screen.getByText('8/10')).toHaveAttribute('data-tone', 'accent');
    expect(screen.getByText('6.5/10')).toHaveAttribute('data-tone', 'primary');
    expect(screen.getByText('4/10')).toHaveAttribute('data-tone', 'secondary');
    expect(screen.getByRole('progressbar', { name: 'Technical Merit' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    expect(screen.getByText('Answered by: Local engine')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare with Collection' })).toBeInTheDocument();
  }, 15_000);

  it('returns the existing complete analysis without a new job, with the Analysis completed toast', async () => {
    const { calls } = mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/11646472/analyze': () => ({ status: 202, body: { jobId: 'j2', status: 'pending' } }),
      'GET /api/patents/11646472/analysis': () => ({ data: makeAnalysis() }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Battery thermal management system')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'AI Analyze' }));
    expect(await screen.findByText('A cooling loop for battery packs.')).toBeInTheDocument();
    expect(screen.getByText('Analysis completed')).toBeInTheDocument();
    const panel = screen.getByRole('dialog', { name: /AI Patent Analysis/ });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await user.click(within(card).getByRole('button', { name: 'AI Analyze' }));
    expect(await screen.findByText('A cooling loop for battery packs.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/analyze'))).toHaveLength(0);
  });

  it('returns a new job from Regenerate, then the panel’s Analysis complete toast', async () => {
    let queued = false;
    let polls = 0;
    const { calls } = mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/11646472/analyze': () => {
        queued = true;
        return { status: 202, body: { jobId: 'j2', status: 'pending' } };
      },
      'GET /api/patents/11646472/analysis': () =>
        queued && ++polls < 2 ? { status: 'running' } : { data: makeAnalysis() },
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Battery thermal management system')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'AI Analyze' }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Analyzing patent...')).toBeInTheDocument();
    expect(await screen.findByText('Analysis complete', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('A cooling loop for battery packs.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/analyze'))).toHaveLength(1);
  }, 15_000);

  it('returns the Report generated toast and a report download', async () => {
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    let name = '';
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      name = this.download;
    };
    const { calls } = mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/11646472/analyze': () => ({
        status: 202,
        body: { jobId: 'j1', status: 'complete' },
      }),
      'GET /api/patents/11646472/analysis': () => ({ data: makeAnalysis() }),
      // The server's report, named by the gateway's content-disposition (services/ai report.ts).
      'GET /api/patents/11646472/analysis/report': () =>
        new Response('Patent analysis report: US11646472', {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'content-disposition': 'attachment; filename="patent-analysis-11646472-1764000000000.txt"',
          },
        }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Battery thermal management system')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'AI Analyze' }));
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    expect(await screen.findByText('Report generated')).toBeInTheDocument();
    HTMLAnchorElement.prototype.click = click;
    expect(name).toMatch(/^patent-analysis-11646472-\d+\.txt$/);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/patents/11646472/analysis/report');
  });

  it('returns the Analysis failed toast when analyzing from a card fails', async () => {
    mockApi({
      'POST /api/patents/search': () => results(),
      'POST /api/patents/11646472/analyze': () => ({ status: 503, body: {} }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user);
    const card = (await screen.findByText('Battery thermal management system')).closest(
      '[data-testid="patent-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'AI Analyze' }));
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
  });

  it('returns the assistant dialog with its greeting and quick prompts', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('button', { name: 'AI Assistant' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/patent strategy assistant/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Claim Writing' }));
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Claim Writing');
    await waitFor(() => expect(within(dialog).queryByText('Thinking...')).not.toBeInTheDocument());
  });
});

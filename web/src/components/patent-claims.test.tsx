import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PatentClaimsView } from './patent-claims';

describe(PatentClaimsView.name, () => {
  it('shows a claim stored over several lines with its line breaks, and a flat claim on one line', () => {
    const lines =
      '34. A system comprising:\na display; and\na processor configured to:\nlinearize a model, and\nselect a block.';
    const flat = '35. The system of claim 34, wherein the display is a touch screen.';
    render(
      <PatentClaimsView
        claims={[
          { number: 34, text: lines, dependsOn: [] },
          { number: 35, text: flat, dependsOn: [34] },
        ]}
      />,
    );
    // The heading says 'Claim 34': the number printed before the text is not repeated.
    const broken = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === lines.slice(4));
    expect(broken).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByText(flat.slice(4))).toHaveClass('whitespace-pre-wrap');
    expect(screen.queryByText(/^\d+\./)).toBeNull();
  });
});

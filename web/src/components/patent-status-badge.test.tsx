import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patentStatus, savedPatentType } from '@/lib/patent-status';
import { PatentStatusBadge } from './patent-status-badge';

describe(PatentStatusBadge.name, () => {
  it.each([
    [{ application_status: 'Patented Case' }, 'Granted'],
    [{ application_status: 'Granted' }, 'Granted'],
    [{ application_status: 'Abandoned', grant_date: '2020-01-01' }, 'Granted'],
    [{ application_status: 'Non Final Action Mailed' }, 'Non Final Action Mailed'],
    [{ application_status: null, patent_type: 'utility' }, 'Granted'],
    [{ application_status: null, patent_type: 'design' }, 'Pending'],
    [{}, 'Pending'],
  ])('returns the shown status for %j', (input, expected) => expect(patentStatus(input)).toBe(expected));

  it('returns the accent style when granted', () => {
    render(<PatentStatusBadge patent={{ application_status: 'Patented Case' }} />);
    expect(screen.getByText('Granted').className).toContain('bg-accent');
  });

  it('returns the yellow style when not granted', () => {
    render(<PatentStatusBadge patent={{ application_status: 'Pending Examination' }} />);
    expect(screen.getByText('Pending Examination').className).toContain('bg-warning');
  });

  it('returns utility for a granted saved patent and application otherwise', () => {
    expect(savedPatentType('Granted')).toBe('utility');
    expect(savedPatentType('Pending')).toBe('application');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe-violations';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<LoadingIndicator />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a status region that announces the default text', () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('announces the text it is given', () => {
    render(<LoadingIndicator label="Yükleniyor..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});

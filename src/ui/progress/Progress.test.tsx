import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './Progress.tsx';

const bar = () => screen.getByRole('progressbar');
const indicatorOf = (element: HTMLElement) => element.firstElementChild as HTMLElement;

describe('Progress', () => {
  it('is a progressbar named by its label', () => {
    render(<Progress label="Uploading photo" value={10} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
  });

  it('announces its range and value', () => {
    render(<Progress label="Uploading photo" value={42} />);
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
    expect(bar()).toHaveAttribute('aria-valuenow', '42');
  });

  it('defaults the maximum to 100 and honours a given one', () => {
    const { rerender } = render(<Progress label="Steps" value={3} />);
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
    rerender(<Progress label="Steps" value={3} max={5} />);
    expect(bar()).toHaveAttribute('aria-valuemax', '5');
    expect(bar()).toHaveAttribute('aria-valuenow', '3');
  });

  it('has no current value while indeterminate', () => {
    render(<Progress label="Loading the page" />);
    expect(bar()).not.toHaveAttribute('aria-valuenow');
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
  });

  it('shows its state in data-state: indeterminate, loading, complete', () => {
    const { rerender } = render(<Progress label="Saving" value={null} />);
    expect(bar()).toHaveAttribute('data-state', 'indeterminate');
    rerender(<Progress label="Saving" value={0} />);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    rerender(<Progress label="Saving" value={99} />);
    expect(bar()).toHaveAttribute('data-state', 'loading');
    rerender(<Progress label="Saving" value={100} />);
    expect(bar()).toHaveAttribute('data-state', 'complete');
    rerender(<Progress label="Saving" value={4} max={4} />);
    expect(bar()).toHaveAttribute('data-state', 'complete');
  });

  it('never announces a value outside its range', () => {
    const { rerender } = render(<Progress label="Saving" value={140} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    rerender(<Progress label="Saving" value={-2} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
  });

  it('fills the bar in proportion to the value', () => {
    const { rerender } = render(<Progress label="Saving" value={25} />);
    expect(indicatorOf(bar()).style.transform).toBe('translateX(-75%)');
    rerender(<Progress label="Saving" value={2} max={8} />);
    expect(indicatorOf(bar()).style.transform).toBe('translateX(-75%)');
    rerender(<Progress label="Saving" value={100} />);
    expect(indicatorOf(bar()).style.transform).toBe('translateX(-0%)');
  });

  it('leaves the indeterminate bar to its animation', () => {
    render(<Progress label="Saving" />);
    expect(indicatorOf(bar()).style.transform).toBe('');
    expect(indicatorOf(bar())).toHaveAttribute('data-state', 'indeterminate');
  });

  it('keeps a caller class alongside its own', () => {
    render(<Progress label="Saving" value={1} className="extra" />);
    expect(bar()).toHaveClass('extra');
    expect(bar().classList.length).toBe(2);
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { counted } from './counted.ts';
import { ItemList } from './ItemList.tsx';
import { ListCard } from './ListCard.tsx';

const cases = [
  { id: 1, name: 'Ada Park', state: 'At need' },
  { id: 2, name: 'Ben Ellis', state: 'Pre-plan' },
];

describe('ItemList and ListCard', () => {
  it('lists each item as a card with its heading, badges and lines', () => {
    render(
      <ItemList items={cases} label="Cases" empty="No case matches.">
        {(item) => (
          <ListCard key={item.id} title={item.name} badges={<span>{item.state}</span>}>
            <p>Reference {item.id}</p>
          </ListCard>
        )}
      </ItemList>,
    );
    const items = within(screen.getByRole('list', { name: 'Cases' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('heading', { level: 2, name: 'Ben Ellis' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ben EllisPre-planReference 2');
    expect(screen.queryByText('No case matches.')).toBeNull();
  });

  it('says what an empty list says, or nothing', () => {
    const { rerender } = render(
      <ItemList items={[] as typeof cases} label="Cases" empty="No case matches.">
        {(item) => <li key={item.id}>{item.name}</li>}
      </ItemList>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No case matches.')).toBeInTheDocument();
    rerender(
      <ItemList items={[] as typeof cases} label="Cases">
        {(item) => <li key={item.id}>{item.name}</li>}
      </ItemList>,
    );
    expect(screen.queryByText('No case matches.')).toBeNull();
  });

  it('counts with the one or the many', () => {
    expect(counted(1, 'case', 'cases')).toBe('1 case');
    expect(counted(0, 'case', 'cases')).toBe('0 cases');
    expect(counted(3, 'memory is', 'memories are')).toBe('3 memories are');
  });
});

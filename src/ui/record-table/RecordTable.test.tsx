import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordTable } from './RecordTable.tsx';

const people = [
  { id: 1, name: 'Ada', age: 36 },
  { id: 2, name: 'Grace', age: 85 },
];

function People({ caption }: { caption?: string }) {
  return (
    <RecordTable
      caption={caption}
      columns={['Name', { label: 'Age', className: 'figures' }]}
      rows={people}
      rowKey={(person) => person.id}
    >
      {(person) => (
        <>
          <th scope="row">{person.name}</th>
          <td>{person.age}</td>
        </>
      )}
    </RecordTable>
  );
}

describe('RecordTable', () => {
  it('is a table named by its caption, with a column header per column', () => {
    render(<People caption="People" />);
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Age']);
    expect(headers[1]).toHaveClass('figures');
    expect(headers[0]).not.toHaveAttribute('class');
  });

  it('renders one row a record, in order, with the cells the caller gives', () => {
    render(<People caption="People" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader', { name: 'Ada' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: '85' })).toBeInTheDocument();
  });

  it('has no caption when none is given', () => {
    const { container } = render(<People />);
    expect(container.querySelector('caption')).toBeNull();
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableColumn, type TableSort } from './DataTable';
import { FormField, fieldControlClass } from './FormField';
import { Pager } from './Pager';
import { ProgressBar } from './ProgressBar';

interface Row {
  id: string;
  title: string;
}
const rows: Row[] = [
  { id: 'a', title: 'Barre basics' },
  { id: 'b', title: 'Pointe prep' },
];
const columns: TableColumn<Row>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, sortable: true },
];

function SelectableTable({ onSort }: { onSort: (sort: TableSort) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<TableSort>({ column: 'title', direction: 'ascending' });
  return (
    <DataTable
      caption="Classes"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      selection={{ selected, onChange: setSelected }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('the console table', () => {
  it('selects rows one by one or all at once, each checkbox named by its row', () => {
    render(<SelectableTable onSort={() => undefined} />);
    const table = screen.getByRole('region', { name: 'Classes' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Pointe prep' }));
    const all = within(table).getByRole('checkbox', { name: 'Select every row' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    expect(within(table).getAllByRole('row')[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(all);
    expect(
      within(table)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    fireEvent.click(all);
    expect(
      within(table)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('sorts by a header button and says how it sorts', () => {
    const onSort = vi.fn();
    render(<SelectableTable onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /Title/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: /Title/ }));
    expect(onSort).toHaveBeenCalledWith({ column: 'title', direction: 'descending' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });
});

describe('the console table, stacked on a phone', () => {
  it("names each cell's column, but not over a cell with nothing in it", () => {
    const withAction: TableColumn<Row>[] = [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        cell: (row) => (row.id === 'a' ? <button type="button">Edit</button> : null),
      },
    ];
    render(<DataTable caption="Classes" columns={withAction} rows={rows} rowKey={(row) => row.id} stacked />);
    const [, first, second] = screen.getAllByRole('row');
    expect(first?.textContent).toBe('TitleBarre basicsActionsEdit');
    expect(second?.textContent).toBe('TitlePointe prep');
  });
});

describe('the pager', () => {
  it('says where the list stands and stops at its ends', () => {
    const onPage = vi.fn();
    render(<Pager page={2} pageSize={25} total={60} onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 2 of 3');
    expect(pager.textContent).toContain('26–50 of 60');
    fireEvent.click(within(pager).getByRole('button', { name: /Next page/ }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('says "about" for an estimated total, goes on while a page follows, and offers page sizes', () => {
    const onPageSize = vi.fn();
    render(
      <Pager
        page={3}
        pageSize={25}
        total={16_765}
        totalExact={false}
        hasNext
        onPage={() => undefined}
        pageSizes={[25, 50, 100]}
        onPageSize={onPageSize}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 3 of about 680');
    expect(pager.textContent).toContain('51–75 of about 17,000');
    fireEvent.change(within(pager).getByLabelText('Per page'), { target: { value: '100' } });
    expect(onPageSize).toHaveBeenCalledWith(100);
  });

  it('cannot go back from the first page nor on from the last', () => {
    render(<Pager page={1} pageSize={25} total={10} onPage={() => undefined} />);
    expect((screen.getByRole('button', { name: /Previous page/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Next page/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a form field', () => {
  it('names its control, and marks it invalid with its error read beside it', () => {
    render(
      <FormField label="Title" hint="As members see it" error="Enter a title.">
        {(control) => <input {...control} className={fieldControlClass} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As members see it', 'Enter a title.']);
  });
});

describe('a progress bar', () => {
  it('says its label and percentage in words', () => {
    render(<ProgressBar label="Uploading barre.mp4" value={0.426} detail="3 min left" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading barre.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuetext')).toBe('43% · 3 min left');
  });

  it('has no figure while the progress cannot be told', () => {
    render(<ProgressBar label="Queued" value={undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Queued' }).hasAttribute('aria-valuenow')).toBe(false);
  });
});

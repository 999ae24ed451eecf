import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY, ResponsiveTable, SCROLLING_TABLE_LABEL } from './ResponsiveTable';

interface Row {
  id: number;
  name: string;
  email: string;
}

const rows: Row[] = [
  { id: 1, name: 'Mia Member', email: 'member@example.org' },
  { id: 2, name: 'Sam Staff', email: 'staff@example.org' },
];
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
];

/** Answers the phone query as a 390 px screen would (the shims answer for a desktop otherwise). */
function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === PHONE_QUERY ? { ...desktop(query), matches: true } : desktop(query),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ResponsiveTable on a phone', () => {
  it('shows one card per row with each column as "label: value"', () => {
    onPhone();
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Mia Member')).toBeInTheDocument();
    expect(screen.getByText('staff@example.org')).toBeInTheDocument();
  });

  it('keeps a table with row selection in a keyboard-scrollable box, with no focusable control in a hidden row', () => {
    onPhone();
    render(
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: [], onChange: () => {} }}
      />,
    );
    const box = screen.getByRole('region', { name: SCROLLING_TABLE_LABEL });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table')).toBeInTheDocument();
    expect(within(box).getAllByRole('checkbox')).toHaveLength(3);
    // axe aria-hidden-focus: nothing under aria-hidden may take the focus (antd's measuring row did).
    const hiddenFocusable = [...document.querySelectorAll('[aria-hidden="true"]')].filter((el) =>
      el.querySelector('input, button, a[href], [tabindex]:not([tabindex="-1"])'),
    );
    expect(hiddenFocusable).toEqual([]);
  });
});

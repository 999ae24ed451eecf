/**
 * The one pattern for staff tables on a phone (issue 32): at 576 px and wider an antd Table as
 * given; below that a list of cards, one per row: the first column's content as the card's title,
 * every other column as "label: value" beneath it (a column without a text title, such as the
 * row's actions menu, shows at the card's foot without a label). Nothing is squashed into 40 px
 * columns and the page never scrolls sideways. Tables with row selection or expandable rows stay
 * tables and scroll sideways inside their own box instead, keeping every column readable: a region
 * the keyboard can focus and scroll (named "Table, scrolls sideways"). Not antd's `scroll.x`: it adds
 * a hidden measuring row that copies the column titles, the select-all checkbox with them, and a
 * focusable control inside an aria-hidden row fails WCAG 4.1.2 (axe aria-hidden-focus, issue 32).
 *
 * Takes antd Table's props; the cards honour `columns` (flat, with `dataIndex` and/or `render`),
 * `dataSource`, `rowKey`, `loading`, `locale.emptyText`, and `pagination` (its `onChange`, and the
 * table's own `onChange` with the new page, are called as the table would).
 */
import { Card, Empty, List, Spin, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { useMediaQuery } from '../lib/hooks/useMediaQuery';
import styles from './ResponsiveTable.module.css';

/** The name of the sideways-scrolling box of a phone table with row selection (see the module docstring). */
export const SCROLLING_TABLE_LABEL = 'Table, scrolls sideways';

/** The phone breakpoint (antd's `sm`). */
export const PHONE_QUERY = '(max-width: 575.98px)';

function valueAt(record: object, dataIndex: ColumnType<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let current: unknown = record;
  for (const part of path) current = (current as Record<string | number, unknown> | undefined)?.[part as string];
  return current;
}

/** The cell content of one column for one row, as the table would render it. */
export function cellContent<T extends object>(column: ColumnType<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex as ColumnType<object>['dataIndex']);
  if (column.render) {
    const out = column.render(value, record, index);
    // A render may answer cell props ({ children, props }) as antd allows.
    if (out && typeof out === 'object' && 'children' in (out as object) && 'props' in (out as object))
      return (out as { children: ReactNode }).children;
    return out as ReactNode;
  }
  return value as ReactNode;
}

/** A table, or on a phone a list of cards (see the module docstring). */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { columns, dataSource, rowKey, loading, locale, pagination, onChange, rowSelection, expandable } = props;
  if (!isPhone) return <Table<T> {...props} />;
  if (rowSelection || expandable)
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      <section className={styles.scrolling} tabIndex={0} aria-label={SCROLLING_TABLE_LABEL}>
        <Table<T> {...props} scroll={undefined} />
      </section>
    );
  const flat = (columns ?? []).filter((c): c is ColumnType<T> => !('children' in c) && !c.hidden);
  const [first, ...rest] = flat;
  const keyOf = (record: T, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(record, index);
    if (typeof rowKey === 'string') return (record as Record<string, Key>)[rowKey];
    return (record as { key?: Key }).key ?? index;
  };
  const listPagination =
    pagination === false || pagination === undefined
      ? false
      : {
          current: pagination.current,
          pageSize: pagination.pageSize,
          total: pagination.total,
          hideOnSinglePage: pagination.hideOnSinglePage,
          showSizeChanger: false,
          size: 'small' as const,
          onChange: (page: number, pageSize: number) => {
            pagination.onChange?.(page, pageSize);
            onChange?.({ ...pagination, current: page, pageSize }, {}, [], {
              action: 'paginate',
              currentDataSource: [...(dataSource ?? [])],
            });
          },
        };
  const emptyText = locale?.emptyText;
  return (
    <Spin spinning={typeof loading === 'boolean' ? loading : Boolean(loading?.spinning)}>
      <List<T>
        className={styles.cards}
        dataSource={[...(dataSource ?? [])]}
        rowKey={(record) => keyOf(record, (dataSource ?? []).indexOf(record))}
        pagination={listPagination}
        locale={{
          emptyText:
            typeof emptyText === 'function'
              ? emptyText()
              : (emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />),
        }}
        renderItem={(record, index) => {
          const labelled = rest.filter((c) => typeof c.title === 'string' && c.title);
          const unlabelled = rest.filter((c) => !(typeof c.title === 'string' && c.title));
          return (
            <List.Item className={styles.item}>
              <Card size="small" className={styles.card}>
                {first && <div className={styles.title}>{cellContent(first, record, index)}</div>}
                {labelled.length > 0 && (
                  <dl className={styles.fields}>
                    {labelled.map((column, i) => (
                      <div key={String(column.key ?? column.dataIndex ?? i)} className={styles.field}>
                        <dt>{column.title as string}</dt>
                        <dd>{cellContent(column, record, index)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {unlabelled.length > 0 && (
                  <div className={styles.actions}>
                    {unlabelled.map((column, i) => (
                      <span key={String(column.key ?? column.dataIndex ?? i)}>
                        {cellContent(column, record, index)}
                      </span>
                    ))}
                  </div>
                )}
              </Card>
            </List.Item>
          );
        }}
      />
    </Spin>
  );
}

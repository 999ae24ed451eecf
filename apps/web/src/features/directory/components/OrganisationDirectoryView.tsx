/**
 * Organisation directory (spec 03 §2 /organisations: keyword search, sort and paging; §7 POST
 * /api/org/list; issue 16): a card per organisation linking to its profile (organisation/{id}).
 */
import { Card, Empty, Input, Pagination, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { useOrganisationDirectory } from '../api/directory';
import { DIRECTORY_TEXT as TEXT } from '../constants';
import styles from './directory.module.css';
import { QueryStateBody } from '../../../components/QueryStateBody';

const PAGE_SIZE = 12;

/** The organisation directory's body. */
export function OrganisationDirectoryView() {
  const [keyword, setKeyword] = useState('');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(keyword.trim(), 400);
  const list = useOrganisationDirectory({ keyword: debounced, sortOrder, page });
  return (
    <>
      <search className={styles.filters} aria-label="Filter organisations">
        <Input.Search
          allowClear
          placeholder={TEXT.searchOrganisations}
          aria-label={TEXT.searchOrganisations}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
        />
        <Select
          aria-label={TEXT.sort}
          options={[
            { value: 'asc', label: TEXT.sortAsc },
            { value: 'desc', label: TEXT.sortDesc },
          ]}
          value={sortOrder}
          onChange={(v: 'asc' | 'desc') => {
            setSortOrder(v);
            setPage(1);
          }}
        />
      </search>
      <QueryStateBody
        query={list}
        loadFailed={TEXT.loadFailed}
        skeletonRows={6}
        isEmpty={(d) => d.organisations.length === 0}
        empty={<Empty description={TEXT.noOrganisations} />}
      >
        {(data) => (
          <>
            <p className={styles.total} aria-live="polite">
              {data.totalItems} {data.totalItems === 1 ? 'organisation' : 'organisations'}
            </p>
            <ul className={styles.grid} aria-label="Organisations" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.organisations.map((o) => (
                <li key={o.id}>
                  <Card size="small">
                    <h2 className={styles.name}>
                      <Link to={`/organisation/${o.id}`}>{o.name}</Link>
                    </h2>
                    <div className={styles.meta}>{o.location}</div>
                  </Card>
                </li>
              ))}
            </ul>
            <div className={styles.pager}>
              <Pagination
                current={data.page}
                pageSize={PAGE_SIZE}
                total={data.totalItems}
                showSizeChanger={false}
                onChange={setPage}
              />
            </div>
          </>
        )}
      </QueryStateBody>
    </>
  );
}

/**
 * Member directory (spec 03 §2 /members; §7 GET /api/directory/member/list; issue 16): a name search,
 * location, company (searched, size 5) and expertise-area filters (when the areas-of-expertise
 * filter is on), A-Z / Z-A sort and paging; a card per member linking to the profile. The server
 * leaves out members who are not in the directory and fields they hide.
 */
import { Card, Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { UserAvatar } from '../../../components/UserAvatar';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import {
  type MemberFilters,
  useDirectoryCompanies,
  useDirectoryLocations,
  useExpertiseAreas,
  useMemberDirectory,
} from '../api/directory';
import { DIRECTORY_TEXT as TEXT } from '../constants';
import styles from './directory.module.css';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 400;

export interface MemberDirectoryViewProps {
  /** The areas-of-expertise filter is on for this tenant and user. */
  showExpertise: boolean;
}

/** The directory page body. */
export function MemberDirectoryView({ showExpertise }: MemberDirectoryViewProps) {
  const [name, setName] = useState('');
  const [filters, setFilters] = useState<Omit<MemberFilters, 'name' | 'size'>>({ page: 1, sortOrder: 'asc' });
  const [companyTyped, setCompanyTyped] = useState('');
  const debouncedName = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const companyQuery = useDebouncedValue(companyTyped.trim(), SEARCH_DEBOUNCE_MS);
  const query: MemberFilters = { ...filters, size: PAGE_SIZE, ...(debouncedName ? { name: debouncedName } : {}) };
  const members = useMemberDirectory(query);
  const locations = useDirectoryLocations();
  const companies = useDirectoryCompanies(companyQuery);
  const expertise = useExpertiseAreas(showExpertise);
  const set = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <>
      <search className={styles.filters} aria-label="Filter members">
        <Input.Search
          allowClear
          placeholder={TEXT.searchName}
          aria-label={TEXT.searchName}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setFilters((f) => ({ ...f, page: 1 }));
          }}
        />
        <Select
          allowClear
          aria-label={TEXT.location}
          placeholder={TEXT.location}
          loading={locations.isPending}
          options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.label }))}
          value={filters.locationId}
          onChange={(locationId?: number) => set({ locationId })}
        />
        <Select
          allowClear
          aria-label={TEXT.company}
          placeholder={TEXT.company}
          showSearch={{ filterOption: false, onSearch: setCompanyTyped }}
          loading={companies.isFetching}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.label }))}
          value={filters.companyId}
          onChange={(companyId?: number) => set({ companyId })}
        />
        {showExpertise && (
          <Select
            allowClear
            aria-label={TEXT.expertise}
            placeholder={TEXT.expertise}
            loading={expertise.isPending}
            options={(expertise.data ?? []).map((a) => ({ value: a.id, label: a.label }))}
            value={filters.expertiseAreaId}
            onChange={(expertiseAreaId?: number) => set({ expertiseAreaId })}
          />
        )}
        <Select
          aria-label={TEXT.sort}
          options={[
            { value: 'asc', label: TEXT.sortAsc },
            { value: 'desc', label: TEXT.sortDesc },
          ]}
          value={filters.sortOrder}
          onChange={(sortOrder: 'asc' | 'desc') => set({ sortOrder })}
        />
      </search>
      <QueryStateBody
        query={members}
        loadFailed={TEXT.loadFailed}
        skeleton={<Skeleton active avatar paragraph={{ rows: 6 }} />}
        isEmpty={(d) => d.members.length === 0}
        empty={<Empty description={TEXT.noMembers} />}
      >
        {(data) => (
          <>
            <p className={styles.total} aria-live="polite">
              {data.totalItems} {data.totalItems === 1 ? 'member' : 'members'}
            </p>
            <ul className={styles.grid} aria-label="Members" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.members.map((m) => (
                <li key={m.userId}>
                  <Card size="small">
                    <div className={styles.card}>
                      <UserAvatar firstName={m.firstName} lastName={m.lastName} avatarUrl={m.memberImg} size={48} />
                      <div className={styles.cardText}>
                        <h2 className={styles.name}>
                          <Link to={`/profile/${m.userId}`}>
                            {m.firstName} {m.lastName}
                          </Link>
                        </h2>
                        {m.jobPosition && <div className={styles.meta}>{m.jobPosition}</div>}
                        {m.companyName && <div className={styles.meta}>{m.companyName}</div>}
                      </div>
                    </div>
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
                onChange={(page) => setFilters((f) => ({ ...f, page }))}
              />
            </div>
          </>
        )}
      </QueryStateBody>
    </>
  );
}

/**
 * The public 'Find an OT' search (issue 16, beyond the spec): anyone, signed in or not, searches
 * listed members by suburb or postcode, area of practice and funding scheme; each result shows
 * only what its member chose to show. The filters and page live in the address (q, area, funding,
 * page), so a search can be shared. Loading skeleton, empty and error states.
 */
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { type FindAnOtPublicListing, PREFERENCES_LIMITS as L } from '@portal/shared';
import { Alert, Button, Card, Empty, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { type PublicSearch, usePublicFindAnOt, usePublicFindAnOtOptions } from '../api/preferences';
import { PREFERENCES_TEXT as TEXT } from '../constants';
import styles from './FindAnOtSearch.module.css';

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function ListingCard({ listing }: { listing: FindAnOtPublicListing }) {
  return (
    <li>
      <Card>
        <h2 className={styles.name}>{listing.practiceName}</h2>
        <p className={styles.meta}>
          {listing.practitionerName} · {listing.suburb} {listing.state} {listing.postcode}
        </p>
        <div className={styles.tags}>
          {listing.areasOfPractice.map((s) => (
            <Tag key={s.segmentId} color="blue">
              {s.segmentName}
            </Tag>
          ))}
        </div>
        {listing.fundingSchemes.length > 0 && (
          <div className={styles.tags}>
            {listing.fundingSchemes.map((s) => (
              <Tag key={s.segmentId}>{s.segmentName}</Tag>
            ))}
          </div>
        )}
        {listing.services && <p style={{ margin: 0 }}>{listing.services}</p>}
        {(listing.phone || listing.email) && (
          <div className={styles.contact}>
            {listing.phone && (
              <a href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`}>
                <PhoneOutlined aria-hidden="true" /> {listing.phone}
              </a>
            )}
            {listing.email && (
              <a href={`mailto:${listing.email}`}>
                <MailOutlined aria-hidden="true" /> {listing.email}
              </a>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}

/** Filters, results and pages of the public search. */
export function FindAnOtSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const query: PublicSearch = {
    q: q && q.length >= L.searchMin ? q : undefined,
    areaOfPracticeId: positive(params.get('area')),
    fundingSchemeId: positive(params.get('funding')),
    page: positive(params.get('page')) ?? 1,
    size: L.defaultPageSize,
  };
  const [text, setText] = useState(q ?? '');
  const [textError, setTextError] = useState<string | null>(null);
  useEffect(() => setText(q ?? ''), [q]);
  const options = usePublicFindAnOtOptions();
  const results = usePublicFindAnOt(query);

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && value.length < L.searchMin) {
      setTextError(TEXT.searchTooShort);
      return;
    }
    setTextError(null);
    update({ q: value || undefined });
  };
  const choices = (items: { segmentId: number; segmentName: string }[] = []) =>
    items.map((s) => ({ value: s.segmentId, label: s.segmentName }));

  let body: React.ReactNode;
  if (results.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton active paragraph={{ rows: 4 }} />
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (results.isError) {
    body = <Alert type="error" showIcon message={errorMessage(results.error)} />;
  } else if (results.data.listings.length === 0) {
    body = <Empty description={TEXT.noListings} />;
  } else {
    const { listings, totalItems, page, size } = results.data;
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          {totalItems === 1 ? '1 occupational therapist' : `${totalItems} occupational therapists`}
        </p>
        <ul className={styles.results} aria-busy={results.isFetching}>
          {listings.map((l) => (
            <ListingCard key={l.id} listing={l} />
          ))}
        </ul>
        {totalItems > size && (
          <div className={styles.pager}>
            <Pagination
              current={page}
              pageSize={size}
              total={totalItems}
              showSizeChanger={false}
              onChange={(p) => update({ page: p })}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <form className={styles.filters} onSubmit={handleSubmit} aria-label="Find an occupational therapist">
        <div>
          <label className={styles.label} htmlFor="find-an-ot-q">
            Suburb or postcode
          </label>
          <Input
            id="find-an-ot-q"
            value={text}
            maxLength={L.searchMax}
            onChange={(e) => setText(e.target.value)}
            status={textError ? 'error' : undefined}
            aria-describedby={textError ? 'find-an-ot-q-error' : undefined}
          />
          {textError && (
            <div id="find-an-ot-q-error" role="alert" style={{ color: '#b42318', marginTop: 4 }}>
              {textError}
            </div>
          )}
        </div>
        <div>
          <label className={styles.label} htmlFor="find-an-ot-area">
            Area of practice
          </label>
          <Select
            id="find-an-ot-area"
            allowClear
            placeholder="Any"
            style={{ width: '100%' }}
            loading={options.isPending}
            options={choices(options.data?.areasOfPractice)}
            value={query.areaOfPracticeId}
            onChange={(v?: number) => update({ area: v })}
          />
        </div>
        <div>
          <label className={styles.label} htmlFor="find-an-ot-funding">
            Funding scheme
          </label>
          <Select
            id="find-an-ot-funding"
            allowClear
            placeholder="Any"
            style={{ width: '100%' }}
            loading={options.isPending}
            options={choices(options.data?.fundingSchemes)}
            value={query.fundingSchemeId}
            onChange={(v?: number) => update({ funding: v })}
          />
        </div>
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </form>
      {body}
    </>
  );
}

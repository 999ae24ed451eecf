/**
 * The events filter dropdown (spec 03 §2 Discover events: "date range, type, categories, locations
 * and tags, plus Clear and Apply buttons"; the when-filter of GET /api/event/whenfilter is the
 * `listing` key of §3). Changes are a draft until Apply; Clear empties every filter at once. A
 * popover on desktop, a drawer on phones.
 */
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Drawer, Popover, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { useEventOptions } from '../api/events';
import { FILTER_TEXT } from '../constants';
import { activeFilterCount, EMPTY_FILTERS, type EventFilterState } from '../utils/filters';
import { EN_AU_PICKER_LOCALE } from '../utils/picker-locale';
import styles from './events.module.css';
import { TagFilter } from './TagFilter';

export interface EventFilterDropdownProps {
  value: EventFilterState;
  onApply: (next: EventFilterState) => void;
  onClear: () => void;
}

function Field({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div>
      <label className={styles.filterLabel} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

function FilterPanel({
  value,
  onApply,
  onClear,
  onClose,
  compact,
}: EventFilterDropdownProps & { onClose: () => void; compact: boolean }) {
  const [draft, setDraft] = useState<EventFilterState>(value);
  const types = useEventOptions('types');
  const categories = useEventOptions('categories');
  const locations = useEventOptions('locations');
  const when = useEventOptions('whenfilter');
  const set = (patch: Partial<EventFilterState>) => setDraft((old) => ({ ...old, ...patch }));
  const toOptions = (list: { id: number; label: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o.id, label: o.label }));

  return (
    <section className={styles.filterPanel} aria-label={FILTER_TEXT.filters}>
      <Field label={FILTER_TEXT.dateRange} htmlFor="event-filter-dates">
        {compact ? (
          // Phones: two single pickers (the range picker's two months do not fit the screen).
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <DatePicker
              id="event-filter-dates"
              locale={EN_AU_PICKER_LOCALE}
              format="DD/MM/YYYY"
              placeholder="Start date"
              inputReadOnly
              value={draft.dateFrom ? dayjs(draft.dateFrom) : null}
              onChange={(d) => set({ dateFrom: d ? d.format('YYYY-MM-DD') : null })}
              getPopupContainer={(node) => node.parentElement ?? document.body}
            />
            <DatePicker
              aria-label="End date"
              locale={EN_AU_PICKER_LOCALE}
              format="DD/MM/YYYY"
              placeholder="End date"
              inputReadOnly
              value={draft.dateTo ? dayjs(draft.dateTo) : null}
              onChange={(d) => set({ dateTo: d ? d.format('YYYY-MM-DD') : null })}
              getPopupContainer={(node) => node.parentElement ?? document.body}
            />
          </div>
        ) : (
          <DatePicker.RangePicker
            id={{ start: 'event-filter-dates' }}
            locale={EN_AU_PICKER_LOCALE}
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            style={{ width: '100%' }}
            value={[draft.dateFrom ? dayjs(draft.dateFrom) : null, draft.dateTo ? dayjs(draft.dateTo) : null]}
            onChange={(range) =>
              set({
                dateFrom: range?.[0]?.format('YYYY-MM-DD') ?? null,
                dateTo: range?.[1]?.format('YYYY-MM-DD') ?? null,
              })
            }
            getPopupContainer={(node) => node.parentElement ?? document.body}
          />
        )}
      </Field>
      <Field label={FILTER_TEXT.listing} htmlFor="event-filter-when">
        <Select
          id="event-filter-when"
          allowClear
          style={{ width: '100%' }}
          loading={when.isPending}
          options={toOptions(when.data)}
          value={draft.listing ?? undefined}
          onChange={(v) => set({ listing: v ?? null })}
          getPopupContainer={(node) => node.parentElement ?? document.body}
        />
      </Field>
      <Field label={FILTER_TEXT.type} htmlFor="event-filter-type">
        <Select
          id="event-filter-type"
          allowClear
          placeholder={FILTER_TEXT.anyType}
          style={{ width: '100%' }}
          loading={types.isPending}
          options={toOptions(types.data)}
          value={draft.typeId ?? undefined}
          onChange={(v) => set({ typeId: v ?? null })}
          getPopupContainer={(node) => node.parentElement ?? document.body}
        />
      </Field>
      <Field label={FILTER_TEXT.categories} htmlFor="event-filter-categories">
        <Select
          id="event-filter-categories"
          mode="multiple"
          allowClear
          style={{ width: '100%' }}
          loading={categories.isPending}
          options={toOptions(categories.data)}
          optionFilterProp="label"
          value={draft.categoryId}
          onChange={(v: number[]) => set({ categoryId: v })}
          getPopupContainer={(node) => node.parentElement ?? document.body}
        />
      </Field>
      <Field label={FILTER_TEXT.locations} htmlFor="event-filter-location">
        <Select
          id="event-filter-location"
          allowClear
          placeholder={FILTER_TEXT.anyLocation}
          style={{ width: '100%' }}
          loading={locations.isPending}
          options={toOptions(locations.data)}
          value={draft.locationId ?? undefined}
          onChange={(v) => set({ locationId: v ?? null })}
          getPopupContainer={(node) => node.parentElement ?? document.body}
        />
      </Field>
      <Field label={FILTER_TEXT.tags}>
        <TagFilter value={draft.tagId} onChange={(tagId) => set({ tagId })} />
      </Field>
      <div className={styles.filterActions}>
        <Button
          onClick={() => {
            setDraft({ ...EMPTY_FILTERS, keyword: value.keyword });
            onClear();
            onClose();
          }}
        >
          {FILTER_TEXT.clear}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            onApply({ ...draft, keyword: value.keyword });
            onClose();
          }}
        >
          {FILTER_TEXT.apply}
        </Button>
      </div>
    </section>
  );
}

/** The Filters button with its panel; the badge counts filter groups in use. */
export function EventFilterDropdown(props: EventFilterDropdownProps) {
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh panel, so its draft starts from the applied filters.
  const [opening, setOpening] = useState(0);
  const handleOpenChange = (next: boolean) => {
    if (next) setOpening((n) => n + 1);
    setOpen(next);
  };
  const count = activeFilterCount(props.value);
  const button = (
    <Button
      icon={<FilterOutlined />}
      onClick={isDesktop ? undefined : () => handleOpenChange(true)}
      aria-expanded={open}
    >
      {FILTER_TEXT.filters}
    </Button>
  );
  const panel = <FilterPanel key={opening} {...props} compact={!isDesktop} onClose={() => setOpen(false)} />;
  if (!isDesktop) {
    return (
      <>
        <Badge count={count} size="small">
          {button}
        </Badge>
        <Drawer open={open} onClose={() => setOpen(false)} placement="right" size="100%" title={FILTER_TEXT.filters}>
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <Badge count={count} size="small">
      <Popover
        trigger="click"
        placement="bottomLeft"
        open={open}
        onOpenChange={handleOpenChange}
        content={panel}
        arrow={false}
      >
        {button}
      </Popover>
    </Badge>
  );
}

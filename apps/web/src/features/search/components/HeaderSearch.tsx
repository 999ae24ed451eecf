/**
 * Top-bar search (spec 01 §2 Global search: "search icon expands to an input"; the dropdown with
 * two results per section, count badges, See all and "Search for {text}"). Runs only with a
 * non-empty keyword (spec 01 §5), 300 ms after the last keystroke. Enter opens the search page.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Popover, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { useSearchSummary } from '../api/search';
import { searchPagePath } from '../search-paths';
import { SearchDropdown } from './SearchDropdown';

/** Typing pause before the dropdown asks (ms; not shown in the spec). */
const DROPDOWN_DEBOUNCE_MS = 300;

/** Search icon that expands to an input with the results dropdown. */
export function HeaderSearch({ communitiesBase }: { communitiesBase: string }) {
  const [expanded, setExpanded] = useState(false);
  const [value, setValue] = useState('');
  const [dropdown, setDropdown] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const keyword = useDebouncedValue(value.trim(), DROPDOWN_DEBOUNCE_MS);
  const summary = useSearchSummary({ keyword, tagId: null });

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  function reset() {
    setDropdown(false);
    setExpanded(false);
    setValue('');
  }

  function open(path: string) {
    navigate(path);
    reset();
  }

  if (!expanded) {
    return (
      <Tooltip title="Search">
        <Button
          type="text"
          shape="circle"
          aria-label="Search"
          icon={<SearchOutlined style={{ fontSize: 18 }} />}
          onClick={() => setExpanded(true)}
        />
      </Tooltip>
    );
  }

  return (
    <div ref={wrapper}>
      <Popover
        open={dropdown && keyword.length > 0}
        placement="bottomLeft"
        arrow={false}
        getPopupContainer={() => wrapper.current ?? document.body}
        content={
          <SearchDropdown
            keyword={keyword}
            summary={summary.data}
            loading={summary.isFetching}
            error={summary.isError}
            communitiesBase={communitiesBase}
            onClose={reset}
            onOpen={open}
          />
        }
      >
        <Input
          ref={inputRef}
          aria-label="Search"
          placeholder="Search news, events, communities…"
          prefix={<SearchOutlined />}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setDropdown(true);
          }}
          onFocus={() => setDropdown(true)}
          onPressEnter={() => {
            if (value.trim()) open(searchPagePath(value));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') reset();
          }}
          onBlur={(event) => {
            if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
            if (!value.trim()) setExpanded(false);
            setDropdown(false);
          }}
          allowClear
          style={{ width: 280 }}
        />
      </Popover>
    </div>
  );
}
